import { X } from 'lucide-react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const overlayClass = 'fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px]';
const frameClass =
  'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90vh] w-[calc(100%-2rem)] -translate-y-1/2 overflow-y-auto rounded-2xl p-6 shadow-2xl focus:outline-none';
const contentClass = cn(frameClass, 'max-w-md bg-white text-ink');

const sizes = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' } as const;
const tones = {
  light: { box: 'bg-white text-ink', close: 'text-muted hover:bg-ink/5' },
  // The game pages are dark (a TV in a living room).
  dark: { box: 'border border-gold/30 bg-night-2 text-ivory', close: 'text-ivory/80 hover:bg-ivory/10' },
} as const;

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  /** Label of the corner close button (default: "Close" in the interface language). */
  closeLabel?: string;
};

export function DialogContent({ className, children, size = 'md', tone = 'light', closeLabel, ...props }: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn(frameClass, sizes[size], tones[tone].box, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel ?? t('close')}
          className={cn('absolute end-3 top-3 flex size-9 cursor-pointer items-center justify-center rounded-md', tones[tone].close)}
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col text-start', className)}>{children}</div>;
}

export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>{children}</div>;
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
