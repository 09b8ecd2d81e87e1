import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { attachBanner, removeNotice, type Notice, type NoticeKind } from '@/lib/notice-store';

const look: Record<NoticeKind, { className: string; Icon: typeof Info }> = {
  success: { className: 'bg-success-strong text-white', Icon: CircleCheck },
  error: { className: 'bg-danger text-white', Icon: CircleAlert },
  warning: { className: 'bg-gold text-night', Icon: CircleAlert },
  info: { className: 'bg-emerald-dark text-white', Icon: Info },
  message: { className: 'bg-night-3 text-ivory', Icon: Info },
};

/**
 * The toasts of a screen without room for a floating one (DESIGN: toasts never cover a control):
 * in the screen's flow, like the offline banner, so the screen makes room for them. A game screen's
 * takes every toast; a page's (under its header) only those shown `inline`.
 */
export function NoticeBanner({ everyToast = true }: { everyToast?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => attachBanner(setNotices, everyToast), [everyToast]);
  if (notices.length === 0) return null;
  return (
    // The game screens are laid out left to right; a notice reads in the interface's direction.
    <div dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex shrink-0 flex-col" data-testid="notice-banner">
      {notices.map(({ id, kind, message, description }) => {
        const { className, Icon } = look[kind];
        return (
          <div
            key={id}
            role={kind === 'error' ? 'alert' : 'status'}
            data-kind={kind}
            data-testid="notice"
            className={cn('flex items-center justify-center gap-3 px-4 py-1.5 text-center font-semibold', className)}
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <p dir="auto" className="min-w-0">
              {message}
              {description ? <span className="ms-2 font-normal">{description}</span> : null}
            </p>
            <button
              type="button"
              onClick={() => removeNotice(id)}
              aria-label={t('close')}
              className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-black/15"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
