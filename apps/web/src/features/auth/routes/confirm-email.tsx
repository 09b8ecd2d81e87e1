import { Gift, MailCheck, MailX } from 'lucide-react';
import type { ReceivedGift } from '@app/shared/contracts/payments';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { sessionStore } from '@/lib/session';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { errorCode } from '../utils/messages';

type State = 'ready' | 'checking' | 'confirmed' | 'alreadyConfirmed' | 'invalid' | 'failed';

/** The heading of each outcome: a success is titled as one. */
const TITLES = { confirmed: 'confirm.doneTitle', alreadyConfirmed: 'confirm.doneTitle', invalid: 'confirm.invalidTitle', failed: 'confirm.title' } as const;

/**
 * /confirm-email?token=...: the link from the confirmation mail, on any device, signed in or not.
 * Opening it confirms nothing (a mail scanner opens links too): the button does.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('confirm.metaTitle'));
  const language = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'ready' : 'invalid');
  const [gifts, setGifts] = useState<ReceivedGift[]>([]);

  const confirm = () => {
    setState('checking');
    confirmEmail(token).then(
      ({ alreadyConfirmed, gifts: delivered }) => {
        setGifts(delivered ?? []);
        setState(alreadyConfirmed ? 'alreadyConfirmed' : 'confirmed');
        void sessionStore.load(true);
      },
      (error: unknown) => setState(errorCode(error) === 'invalid_confirmation_token' ? 'invalid' : 'failed'),
    );
  };

  if (state === 'ready' || state === 'checking') {
    return (
      <AuthCard title={t('confirm.title')} centered>
        <div data-testid="confirm-email-state" className="flex flex-col items-center gap-4 text-center">
          <p className="text-lg">{t('confirm.ask')}</p>
          <Button size="lg" className="w-full" disabled={state === 'checking'} onClick={confirm} data-testid="confirm-email-button">
            {state === 'checking' ? t('confirm.checking') : t('confirm.button')}
          </Button>
        </div>
      </AuthCard>
    );
  }
  const ok = state === 'confirmed' || state === 'alreadyConfirmed';
  return (
    <AuthCard title={t(TITLES[state])} centered>
      <div role={ok ? 'status' : 'alert'} data-testid="confirm-email-state" className="flex flex-col items-center gap-4 text-center">
        {ok ? <MailCheck aria-hidden className="size-12 text-emerald" /> : <MailX aria-hidden className="size-12 text-danger" />}
        <p className="text-lg font-semibold">{t(`confirm.${state}`)}</p>
        {gifts.map((gift) => (
          <div key={gift.id} className="w-full rounded-xl border border-gold/50 bg-gold/10 p-4 text-start" data-testid="confirm-gift">
            <p className="flex items-center gap-2 font-bold text-emerald-dark">
              <Gift aria-hidden className="size-5 shrink-0 text-gold" />
              {t('confirm.giftFrom', { name: gift.fromName || t('confirm.giftSomeone') })}
            </p>
            <p>
              {gift.pass
                ? t('confirm.giftPass', { pass: language === 'ar' ? gift.pass.nameAr : gift.pass.nameEn })
                : t('confirm.giftPoints', { count: gift.points })}
            </p>
            {gift.message && (
              <p dir="auto" className="mt-2 whitespace-pre-wrap rounded-lg bg-white p-3" data-testid="confirm-gift-message">
                {gift.message}
              </p>
            )}
          </div>
        ))}
        <ButtonLink to="/play">{t('confirm.toPlay')}</ButtonLink>
      </div>
    </AuthCard>
  );
}

export { ConfirmEmailPage as Component };
