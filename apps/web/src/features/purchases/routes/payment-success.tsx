import { CircleCheck, Clock, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePaymentVerification } from '../hooks/use-payment-verification';
import { passNameOf } from '../utils/pass-name';
import { MAX_RECHECKS, type Phase } from '../hooks/verification';

/** Spec platform 9: a transaction without an amount shows 0.001 KWD and 1 point. */
const FALLBACK_FILS = 1;
const FALLBACK_POINTS = 1;

export function Component() {
  const { t } = useTranslation('payments');
  usePageMeta(t('result.title'));
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const phase = usePaymentVerification(location.search, Boolean(user), () => toast.info(t('result.pendingToast')));
  const redirected = useRef(false);

  useEffect(() => {
    if (redirected.current) return;
    if (user === null || phase.kind === 'unauthenticated') {
      redirected.current = true;
      toast.info(t('loginRequired'));
      return;
    }
    if (phase.kind === 'failed') {
      redirected.current = true;
      const tx = phase.result.transaction;
      // The reason stays in the address (a reload keeps it); the way back to the invoice rides in the history state.
      void navigate(`/payment/error?${new URLSearchParams({ code: tx.failureKind ?? 'not_completed' })}`, {
        replace: true,
        state: { continueUrl: tx.continueUrl },
      });
    }
  }, [user, phase, navigate, t]);

  if (user === null || phase.kind === 'unauthenticated') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center py-8">
      <section className="w-full rounded-2xl border border-emerald/20 bg-white p-8 text-center shadow-sm" aria-live="polite" data-testid="payment-result" data-phase={phase.kind}>
        {isPending || phase.kind === 'loading' || phase.kind === 'failed' ? <Loading phase={phase} /> : phase.kind === 'success' ? <Success phase={phase} /> : <Failure message={t(`messages.${phase.kind === 'error' ? phase.message : 'processingError'}`)} />}
      </section>
    </div>
  );
}

function Loading({ phase }: { phase: Phase }) {
  const { t } = useTranslation('payments');
  const recheck = phase.kind === 'loading' ? phase.recheck : null;
  return (
    <div className="flex flex-col items-center gap-4 py-6">
      <Spinner className="size-12" />
      <h1 className="text-2xl font-bold text-emerald-dark">{recheck ? t('result.pendingTitle') : t('result.verifying')}</h1>
      {recheck && (
        <>
          <p className="text-muted" data-testid="payment-recheck">
            {t('result.rechecking', { seconds: recheck.delayMs / 1000, attempt: recheck.attempt, total: MAX_RECHECKS })}
          </p>
          <p className="text-sm text-muted">{t('result.keepOpen')}</p>
        </>
      )}
    </div>
  );
}

function Success({ phase }: { phase: Extract<Phase, { kind: 'success' }> }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const tx = phase.result.transaction;
  const points = tx.points || FALLBACK_POINTS;
  const passName = passNameOf(tx, language);
  const rows: [string, string, string][] = [
    ['transaction-id', t('result.transactionId'), tx.transactionCode],
    ['amount', t('result.amount'), formatMoney(tx.amountFils || FALLBACK_FILS, language)],
    tx.gift
      ? ['gift', t('result.giftTo'), tx.gift.to]
      : passName
      ? ['pass', t('result.pass'), passName]
      : ['points-added', t('result.pointsAdded'), phase.stillPending ? t('result.pointsOnConfirmation', { count: points }) : `+${points}`],
    ...(tx.paymentId ? [['payment-id', t('result.paymentId'), tx.paymentId] as [string, string, string]] : []),
  ];
  return (
    <div className="flex flex-col items-center gap-4">
      {phase.stillPending ? <Clock aria-hidden className="size-16 text-gold" /> : <CircleCheck aria-hidden className="size-16 text-success" />}
      <h1 className="text-3xl font-extrabold text-emerald-dark">{phase.stillPending ? t('result.processingTitle') : t('result.successTitle')}</h1>
      <p className="text-lg text-muted" data-testid="payment-result-message">
        {phase.stillPending ? t('result.mayTakeMinutes') : tx.gift ? t('result.successGift', { to: tx.gift.to }) : passName ? t('result.successPass', { name: passName }) : t('result.successBody', { count: points })}
      </p>
      {tx.coupon ? (
        <p className="font-semibold text-success-strong" data-testid="result-coupon">
          {t('result.paidWithCode', { amount: formatMoney(tx.amountFils, language), code: tx.coupon.code })}
        </p>
      ) : null}
      <dl className="my-2 w-full divide-y divide-emerald/10 rounded-xl border border-emerald/15 bg-ivory/60 text-start">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="font-bold break-all" data-testid={`result-${id}`}>
              {/* "+3" and ids read left to right in Arabic too; the amount keeps its own direction. */}
              <bdi dir={id === 'amount' || id === 'pass' || (phase.stillPending && id !== 'gift') ? undefined : 'ltr'}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/store">{t('result.backToStore')}</ButtonLink>
        <ButtonLink to="/purchase-history" variant="outline">{t('result.viewHistory')}</ButtonLink>
      </div>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  const { t } = useTranslation('payments');
  return (
    <div className="flex flex-col items-center gap-4" role="alert">
      <TriangleAlert aria-hidden className="size-16 text-danger" />
      <h1 className="text-2xl font-extrabold text-emerald-dark">{t('result.errorTitle')}</h1>
      <p className="text-lg" data-testid="payment-result-message">
        {message}
      </p>
      <p className="text-sm text-muted">{t('result.errorHelp')}</p>
      <ButtonLink to="/store" icon={RefreshCw}>{t('result.tryAgain')}</ButtonLink>
    </div>
  );
}
