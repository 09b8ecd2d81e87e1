import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { updateSessionUser, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { resendConfirmation } from '../api/confirm-email';

/** The small "Confirm your e-mail" notice with Resend, until the address is confirmed (DECISIONS.md 23). */
export function ConfirmEmailNotice() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!user || user.emailConfirmed) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const { alreadyConfirmed } = await resendConfirmation();
      if (alreadyConfirmed) updateSessionUser({ emailConfirmed: true });
      else toast.success(t('confirm.resent'));
    } catch (error) {
      toast.error(errorCodeOf(error) === 'rate_limited' ? errorMessage('rate_limited', 'resend') : t('confirm.resendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="note" data-testid="confirm-email-notice" className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-gold/60 bg-gold/10 px-4 py-2 text-sm text-night">
      <MailWarning aria-hidden className="size-5 shrink-0 text-emerald-dark" />
      <p className="min-w-0 flex-1">
        <strong>{t('confirm.noticeTitle')}</strong> {t('confirm.noticeBody', { email: user.email })}
      </p>
      <Button size="sm" variant="outline" onClick={() => void resend()} disabled={busy} data-testid="confirm-email-resend">
        {t('confirm.resend')}
      </Button>
    </div>
  );
}
