import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { sessionStore } from '@/lib/session';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { errorCode } from '../utils/messages';

type State = 'checking' | 'confirmed' | 'invalid' | 'failed';

/** /confirm-email?token=...: the link from the confirmation mail, on any device, signed in or not. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('confirm.metaTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      () => {
        setState('confirmed');
        void sessionStore.load(true);
      },
      (error: unknown) => setState(errorCode(error) === 'invalid_confirmation_token' ? 'invalid' : 'failed'),
    );
  }, [token]);

  const ok = state === 'confirmed';
  return (
    <AuthCard title={t('confirm.title')} centered>
      <div role={state === 'checking' ? 'status' : ok ? 'status' : 'alert'} data-testid="confirm-email-state" className="flex flex-col items-center gap-4 text-center">
        {ok ? <MailCheck aria-hidden className="size-12 text-emerald" /> : state === 'checking' ? null : <MailX aria-hidden className="size-12 text-danger" />}
        <p className="text-lg font-semibold">{t(`confirm.${state}`)}</p>
        {state === 'checking' ? null : (
          <ButtonLink to="/play">{t('confirm.toPlay')}</ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

export { ConfirmEmailPage as Component };
