import { Gift, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ReceivedGift } from '@app/shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { updateSessionUser, useSession } from '@/lib/session';
import { useClaimGifts } from '../api/claim-gifts';

/** What a gift holds, in the user's language: a pass's name or its points. */
export function giftContents(gift: Pick<ReceivedGift, 'points' | 'pass'>, t: TFunction, language: 'en' | 'ar'): string {
  if (gift.pass) return t('gift.receivedPass', { pass: language === 'ar' ? gift.pass.nameAr : gift.pass.nameEn });
  return t('gift.receivedPoints', { count: gift.points });
}

/**
 * /gift: where a gift's e-mail leads. Signed in with a confirmed address, the gifts waiting for it
 * are delivered (each once) and shown with their messages as typed; signed in but not confirmed,
 * the page says to confirm first; a visitor is asked to sign in or create an account.
 */
export function Component() {
  const { t } = useTranslation('gifts');
  const store = useTranslation('store');
  usePageMeta(t('title'));
  const language = useLanguage();
  const location = useLocation();
  const { user, isPending } = useSession();
  const claim = useClaimGifts();
  const asked = useRef(false);

  useEffect(() => {
    if (!user || asked.current) return;
    asked.current = true;
    claim.mutate(undefined, { onSuccess: (answer) => updateSessionUser({ points: answer.points }) });
  }, [user, claim]);

  const body = () => {
    if (isPending || (user && (claim.isPending || claim.isIdle))) {
      return (
        <div className="flex flex-col gap-3" aria-busy>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      );
    }
    if (!user) {
      return (
        <div className="flex flex-col gap-4" data-testid="gift-visitor">
          <p>{t('visitor')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/signup" data-testid="gift-signup">
              {t('signup')}
            </ButtonLink>
            <ButtonLink to="/login" state={{ from: location }} variant="outline" data-testid="gift-login">
              {t('login')}
            </ButtonLink>
          </div>
        </div>
      );
    }
    if (claim.isError) {
      return (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-danger">{errorMessage(errorCodeOf(claim.error))}</p>
          <Button variant="outline" onClick={() => claim.mutate(undefined, { onSuccess: (answer) => updateSessionUser({ points: answer.points }) })}>
            {t('retry')}
          </Button>
        </div>
      );
    }
    const answer = claim.data!;
    if (answer.needsConfirmation) {
      return (
        <div role="status" className="flex items-start gap-3" data-testid="gift-confirm-first">
          <MailWarning aria-hidden className="mt-1 size-6 shrink-0 text-gold" />
          <p>{t('confirmFirst', { email: user.email })}</p>
        </div>
      );
    }
    if (answer.delivered.length === 0) {
      return (
        <div className="flex flex-col items-start gap-3" data-testid="gift-none">
          <p>{t('none', { email: user.email })}</p>
          <ButtonLink to="/play" variant="outline">
            {t('toPlay')}
          </ButtonLink>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" data-testid="gift-delivered">
          {answer.delivered.map((gift) => (
            <li key={gift.id} className="rounded-xl border border-gold/50 bg-gold/10 p-4" data-testid="gift-received">
              <p className="font-bold text-emerald-dark">{store.t('gift.received', { name: gift.fromName || store.t('gift.someone') })}</p>
              <p>{giftContents(gift, store.t, language)}</p>
              {gift.message && (
                <p dir="auto" className="mt-2 whitespace-pre-wrap rounded-lg bg-white p-3" data-testid="gift-message-received">
                  {gift.message}
                </p>
              )}
            </li>
          ))}
        </ul>
        <ButtonLink to="/play" className="self-start">
          {t('toPlay')}
        </ButtonLink>
      </div>
    );
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-emerald-dark">
        <Gift aria-hidden className="size-8 text-gold" />
        {t('title')}
      </h1>
      <section className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm" data-testid="gift-page">
        {body()}
      </section>
    </div>
  );
}
