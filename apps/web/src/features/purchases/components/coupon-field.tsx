import { TicketPercent, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { CouponCheckRequest } from '@app/shared/contracts/coupons';
import type { StoreCoupon } from '@app/shared/payment-constants';
import { Button } from '@/components/ui/button';
import { fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, type ClientErrorCode } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, lazyZodResolver, useForm } from '@/lib/form';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useCheckCoupon } from '../api/check-coupon';

/** The schema (and zod with it) downloads when the code is first checked, not with the store. */
const couponSchema = lazyZodResolver<CouponCheckRequest>(() => import('@app/shared/contracts/coupons').then((contracts) => contracts.couponCheckRequestSchema));

/** Not a code of the server's: an empty field, said before anything is checked. */
const REQUIRED = 'required';

type Props = { coupon: StoreCoupon | null; onChange: (coupon: StoreCoupon | null) => void; onLoginNeeded: () => void; signedIn: boolean };

/** "Have a code?": the buyer types a code (any case, Arabic digits too); the prices below show what it gives. */
export function CouponField({ coupon, onChange, onLoginNeeded, signedIn }: Props) {
  const { t } = useTranslation('store');
  const language = useLanguage();
  const check = useCheckCoupon();
  // A refusal stays until the next try, as the code is typed again.
  const form = useForm<CouponCheckRequest>({ resolver: couponSchema.resolver, defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const error = errorIn(form.formState.errors, (code) =>
    code === REQUIRED ? t('coupon.required') : code === 'coupon_code_invalid' || code === 'validation_failed' ? errorMessage('coupon_not_found') : errorMessage(code as ClientErrorCode, 'coupon'),
  )('code');
  const id = useId();

  const send = form.handleSubmit(() => {
    // Sent as typed: the server reads it as the schema does.
    check.mutate(
      { code: form.getValues('code') },
      {
        onSuccess: (found) => onChange(found),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return onLoginNeeded();
          form.setError('code', { message: errorCodeOf(failure) });
        },
      },
    );
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return onLoginNeeded();
    if (form.getValues('code').trim() === '') return form.setError('code', { message: REQUIRED });
    void send(event);
  };

  const gives = (found: StoreCoupon) =>
    found.kind === 'percent'
      ? t('coupon.percent', { value: found.value })
      : found.kind === 'fils'
        ? t('coupon.fils', { amount: formatMoney(found.value, language) })
        : t('coupon.points', { count: found.value });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm" data-testid="coupon-field">
      <h2 id={`${id}-title`} className="mb-2 flex items-center gap-2 font-semibold">
        <TicketPercent aria-hidden className="size-5 shrink-0 text-gold" />
        {t('coupon.title')}
      </h2>
      {coupon ? (
        <div className="flex flex-wrap items-center gap-3" role="status" data-testid="coupon-applied">
          <p className="min-w-0">
            <span className="font-bold text-success-strong">
              {t('coupon.applied', { code: coupon.code })}
            </span>
            {' · '}
            <span>{gives(coupon)}</span>
            <span className="block text-sm text-muted">
              {t(coupon.packageIds.length === 0 && coupon.passIds.length === 0 ? 'coupon.appliesToAll' : 'coupon.appliesToSome')}
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="ms-auto"
            onClick={() => {
              onChange(null);
              form.reset();
            }}
            data-testid="coupon-remove"
          >
            <X aria-hidden />
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-start gap-2"
          onSubmit={apply}
        >
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('coupon.label')}
          </label>
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
            <Input
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              placeholder={t('coupon.placeholder')}
              {...fieldProps(`${id}-code`, { error })}
              onFocus={couponSchema.preload}
              {...form.register('code')}
              className="uppercase placeholder:normal-case rtl:text-end"
              data-testid="coupon-input"
            />
            {error && (
              <p id={`${id}-code-error`} role="alert" className="text-sm font-semibold text-danger" data-testid="coupon-error">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="outline" disabled={check.isPending} data-testid="coupon-apply">
            {check.isPending ? <Spinner className="size-4" label={t('coupon.apply')} /> : t('coupon.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
