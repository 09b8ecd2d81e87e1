import { Star, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentMethodCode } from '@app/shared/contracts/payments';
import type { StorePackage, StorePass } from '@app/shared/contracts/store';
import type { StoreCoupon } from '@app/shared/payment-constants';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePackages } from '../api/get-packages';
import { useStartCheckout } from '../api/start-checkout';
import { CouponField } from '../components/coupon-field';
import { GiftField, giftProblem, NO_GIFT, type GiftDraft } from '../components/gift-field';
import { PackageCard } from '../components/package-card';
import { PassesSection } from '../components/passes-section';
import { PaymentMethodPicker } from '../components/payment-method-picker';
import { RecentTransactions } from '../components/recent-transactions';
import { SupportCard } from '../components/support-card';
import { couponEffect } from '../utils/coupon-price';
import { rememberPendingInvoice } from '../utils/pending-invoice';

export function Component() {
  const { t } = useTranslation('store');
  usePageMeta(t('title'));
  const language = useLanguage();
  const { user, isPending: sessionPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const packages = usePackages();
  const checkout = useStartCheckout();
  const [method, setMethod] = useState<PaymentMethodCode>('kn');
  // What is being bought: "package:3" or "pass:1" (their ids are counted apart).
  const [buying, setBuying] = useState<string | null>(null);
  // The code the buyer applied: its prices show on the cards it applies to and go with their checkout.
  const [coupon, setCoupon] = useState<StoreCoupon | null>(null);
  // "Buy as a gift": the next purchase goes to this address, with this message.
  const [gift, setGift] = useState<GiftDraft>(NO_GIFT);
  const [giftError, setGiftError] = useState<string | null>(null);

  const toLogin = () => {
    toast.info(t('loginRequired'));
    void navigate('/login', { state: { from: location } });
  };

  const buy = (product: { packageId: number } | { passId: number }) => {
    if (!user) return toLogin();
    const problem = giftProblem(gift);
    if (problem) {
      setGiftError(t(problem));
      document.querySelector<HTMLElement>('[data-testid="gift-email"]')?.focus();
      return;
    }
    setGiftError(null);
    const giftBody = gift.on ? { gift: { email: gift.email.trim(), ...(gift.message.trim() ? { message: gift.message.trim() } : {}) } } : {};
    setBuying('packageId' in product ? `package:${product.packageId}` : `pass:${product.passId}`);
    const couponCode = couponEffect(coupon, product, 0) ? coupon?.code : undefined;
    checkout.mutate(
      { ...product, paymentMethod: method, language, ...(couponCode ? { couponCode } : {}), ...giftBody },
      {
        onSuccess: ({ paymentUrl, invoiceId }) => {
          rememberPendingInvoice(invoiceId);
          // A full navigation: the provider's payment page is another site.
          window.location.assign(paymentUrl);
        },
        onError: (error) => {
          setBuying(null);
          if (error instanceof ApiError && error.status === 401) {
            toast.info(t('loginRequired'));
            void navigate('/login', { state: { from: location } });
            return;
          }
          const code = errorCodeOf(error);
          // A code that cannot be used any more is taken off the prices.
          if (code.startsWith('coupon_')) setCoupon(null);
          if (code === 'gift_to_self') setGiftError(errorMessage(code));
          toast.error(errorMessage(code, 'checkout'));
        },
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      {packages.data?.testPayments ? (
        <p role="note" className="rounded-xl border-2 border-dashed border-gold bg-gold/15 px-5 py-3 text-center font-bold text-emerald-dark" data-testid="test-payments-ribbon">
          {t('testPayments')}
        </p>
      ) : null}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-extrabold text-emerald-dark">
            <StoreIcon aria-hidden className="size-8 text-gold" />
            {t('title')}
          </h1>
          <p className="mt-1 text-muted">{t('subtitle')}</p>
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <section aria-labelledby="balance-title" className="flex flex-wrap items-center gap-4 rounded-2xl bg-night p-5 text-ivory shadow-sm pattern-bg" data-testid="store-balance">
          <Star aria-hidden className="size-10 fill-gold text-gold" />
          <div className="min-w-0 flex-1">
            <h2 id="balance-title" className="text-sm font-semibold uppercase tracking-wide text-ivory/70">
              {t('balance.label')}
            </h2>
            {sessionPending ? (
              <Skeleton className="mt-1 h-9 w-32 bg-ivory/20" />
            ) : user ? (
              <p className="text-3xl font-extrabold" data-testid="store-balance-points">
                {t('balance.points', { count: user.points })}
              </p>
            ) : (
              <p className="text-lg">{t('balance.signedOut')}</p>
            )}
          </div>
          {!sessionPending && !user && (
            <ButtonLink to="/login" state={{ from: location }} variant="gold">{t('balance.login')}</ButtonLink>
          )}
        </section>
        <section className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm">
          <PaymentMethodPicker value={method} onChange={setMethod} />
        </section>
      </div>

      <CouponField coupon={coupon} onChange={setCoupon} onLoginNeeded={toLogin} signedIn={Boolean(user)} />

      <GiftField
        gift={gift}
        onChange={(next) => {
          setGift(next);
          setGiftError(null);
        }}
        error={giftError}
      />

      <section aria-labelledby="packages-title">
        <h2 id="packages-title" className="mb-5 text-xl font-bold text-emerald-dark">
          {t('packages.title')}
        </h2>
        {packages.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5" aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="flex flex-col gap-3 rounded-2xl border border-emerald/10 bg-white p-5">
                <Skeleton className="h-12 w-24" />
                <Skeleton className="h-7 w-32" />
                <Skeleton className="h-5 w-20" />
                <Skeleton className="mt-4 h-11 w-full" />
              </li>
            ))}
          </ul>
        ) : packages.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger/30 bg-white p-5">
            <p className="text-danger">{t('packages.error')}</p>
            <Button variant="outline" onClick={() => void packages.refetch()}>
              {t('packages.retry')}
            </Button>
          </div>
        ) : packages.data.packages.length === 0 ? (
          <p className="rounded-2xl border border-emerald/20 bg-white p-5 text-muted">{t('packages.empty')}</p>
        ) : (
          <ul className="grid gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
            {packages.data.packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} busy={buying === `package:${pkg.id}`} disabled={buying !== null || sessionPending} effect={couponEffect(coupon, { packageId: pkg.id }, pkg.priceFils)} onBuy={(chosen: StorePackage) => buy({ packageId: chosen.id })} />
            ))}
          </ul>
        )}
      </section>

      {packages.data ? (
        <PassesSection
          passes={packages.data.passes}
          buying={buying?.startsWith('pass:') ? Number(buying.slice(5)) : null}
          disabled={buying !== null || sessionPending}
          onBuy={(pass: StorePass) => buy({ passId: pass.id })}
          effectOf={(pass: StorePass) => couponEffect(coupon, { passId: pass.id }, pass.priceFils)}
        />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {user ? (
          <RecentTransactions />
        ) : (
          <section className="rounded-2xl border border-emerald/20 bg-white p-5 text-muted shadow-sm">{t('recent.signedOut')}</section>
        )}
        <SupportCard />
      </div>
    </div>
  );
}
