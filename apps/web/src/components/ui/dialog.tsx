import { X } from 'lucide-react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const overlayClass = 'fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px]';
const contentClass =
  'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl focus:outline-none';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn(contentClass, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={t('close')}
          className="absolute end-3 top-3 flex size-9 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-ink/5"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pe-8 font-heading text-xl font-extrabold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-2 text-muted', className)} {...props} />;
}

/** A confirmation that must be answered (Cancel / a destructive action). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  actions: ReactNode;
}) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <AlertPrimitive.Content className={contentClass}>
          <AlertPrimitive.Title className="font-heading text-xl font-extrabold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-2 text-muted">{description}</AlertPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className="inline-flex h-11 cursor-pointer items-center justify-center rounded-lg border border-emerald/40 bg-white px-5 font-semibold text-emerald-dark hover:bg-emerald/10">
              {cancelLabel}
            </AlertPrimitive.Cancel>
            {actions}
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
