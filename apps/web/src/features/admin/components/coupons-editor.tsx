import { Pencil, Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { couponRequestSchema, type AdminCoupon, type CouponRequest } from '@app/shared/contracts/coupons';
import { COUPON_KINDS, COUPON_STATUSES, type CouponKind, type CouponStatus } from '@app/shared/payment-constants';
import type { AdminPackage, AdminPass } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, requestResolver, showFieldErrors, useForm } from '@/lib/form';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { usePackages } from '../api/store/get-packages';
import { usePasses } from '../api/passes/get-passes';
import { useCoupons } from '../api/coupons/get-coupons';
import { useSaveCoupon } from '../api/coupons/save-coupon';
import { ConsoleSection, LoadFailed } from './console-section';

type Fields = {
  code: string;
  kind: CouponKind;
  value: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerUser: string;
  status: CouponStatus;
  packageIds: number[];
  passIds: number[];
};
const EMPTY: Fields = { code: '', kind: 'percent', value: '', startsOn: '', endsOn: '', maxUses: '', maxUsesPerUser: '1', status: 'active', packageIds: [], passIds: [] };
/** The fields are sent as typed (the server reads the numbers and days as the schema does). */
const resolver = requestResolver(couponRequestSchema, (fields: Fields): CouponRequest => fields);

type BelowMinimum = { products: { packageId?: number; passId?: number; priceFils: number }[] };

/** A coupon's fields as the form holds them (empty text for no day or no limit). */
const fieldsOf = (coupon: AdminCoupon): Fields => ({
  code: coupon.code,
  kind: coupon.kind,
  value: String(coupon.value),
  startsOn: coupon.startsOn ?? '',
  endsOn: coupon.endsOn ?? '',
  maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
  maxUsesPerUser: coupon.maxUsesPerUser === null ? '' : String(coupon.maxUsesPerUser),
  status: coupon.status,
  packageIds: coupon.packageIds,
  passIds: coupon.passIds,
});

/**
 * The form that adds a coupon (no `coupon`) or changes one: code, what it gives, its days and
 * limits, and the products it applies to. A coupon's code stays as it was given out.
 */
function CouponForm({ packages, passes, coupon, onDone }: { packages: AdminPackage[]; passes: AdminPass[]; coupon?: AdminCoupon; onDone?: () => void }) {
  const { t } = useTranslation(['admin', 'store']);
  const language = useLanguage();
  const save = useSaveCoupon();
  const form = useForm<Fields, unknown, CouponRequest>({ resolver, defaultValues: coupon ? fieldsOf(coupon) : EMPTY });
  const [packageIds, passIds] = form.watch(['packageIds', 'passIds']);
  const testId = coupon ? `coupon-${coupon.id}-edit` : 'coupon-new';
  const errorOf = errorIn(form.formState.errors, (code) => t(`errors.${code}`, { defaultValue: t('coupons.failed') }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const prefix = useId();

  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((other) => other !== id) : [...list, id]);
  const productName = (product: BelowMinimum['products'][number]) => {
    const pass = passes.find((p) => p.id === product.passId);
    const name = pass ? (language === 'ar' ? pass.nameAr : pass.nameEn) : t('coupons.packagePoints', { count: packages.find((p) => p.id === product.packageId)?.points ?? 0 });
    return `${name} (${formatMoney(product.priceFils, language)})`;
  };

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { id: coupon?.id ?? null, input },
      {
        onSuccess: () => {
          if (coupon) {
            toast.success(t('coupons.saved'));
            onDone?.();
            return;
          }
          toast.success(t('coupons.added'));
          form.reset(EMPTY);
        },
        onError: (error) => {
          showFieldErrors(form.setError, error);
          const code = errorCodeOf(error);
          if (code === 'coupon_below_minimum' && error instanceof ApiError) {
            const details = error.details as BelowMinimum | undefined;
            setRefusal(`${errorMessage(code)} ${t('coupons.belowMinimum', { products: (details?.products ?? []).map(productName).join('، ') })}`);
          } else if (code !== 'validation_failed') {
            setRefusal(errorMessage(code));
          }
          toast.error(t('coupons.failed'));
        },
      },
    );
  });

  const field = (name: 'code' | 'value' | 'startsOn' | 'endsOn' | 'maxUses' | 'maxUsesPerUser', props: { inputMode?: 'numeric'; type?: 'date'; maxLength?: number; placeholder?: string } = {}) => (
    <FormField id={`${prefix}-${name}`} label={t(`coupons.fields.${name}`)} error={errorOf(name)}>
      <Input {...fieldProps(`${prefix}-${name}`, { error: errorOf(name) })} dir="ltr" {...form.register(name)} data-testid={`${testId}-${name}`} {...props} />
    </FormField>
  );

  return (
    <form
      noValidate
      data-testid={testId}
      className="flex flex-col gap-3 rounded-lg border border-emerald/15 p-3"
      onSubmit={(event) => {
        setRefusal(null);
        void submit(event);
      }}
    >
      <div className="grid grid-cols-2 items-start gap-3 lg:grid-cols-4">
        {coupon ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{t('coupons.fields.code')}</span>
            <bdi dir="ltr" className="py-2 font-mono font-bold">
              {coupon.code}
            </bdi>
          </div>
        ) : (
          field('code', { maxLength: 32, placeholder: 'EID2027' })
        )}
        <FormField id={`${prefix}-kind`} label={t('coupons.fields.kind')} error={errorOf('kind')}>
          <Select
            {...fieldProps(`${prefix}-kind`, { error: errorOf('kind') })}
            {...form.register('kind')}
            options={COUPON_KINDS.map((kind) => [kind, t(`coupons.kinds.${kind}`)] as const)}
            data-testid={`${testId}-kind`}
          />
        </FormField>
        {field('value', { inputMode: 'numeric' })}
        <FormField id={`${prefix}-status`} label={t('coupons.fields.status')} error={errorOf('status')}>
          <Select
            {...fieldProps(`${prefix}-status`, { error: errorOf('status') })}
            {...form.register('status')}
            options={COUPON_STATUSES.map((status) => [status, t(`coupons.statuses.${status}`)] as const)}
            data-testid={`${testId}-status`}
          />
        </FormField>
        {field('startsOn', { type: 'date' })}
        {field('endsOn', { type: 'date' })}
        {field('maxUses', { inputMode: 'numeric' })}
        {field('maxUsesPerUser', { inputMode: 'numeric' })}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">
          {t('coupons.fields.products')} <span className="font-normal text-muted">({t('coupons.all')})</span>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {packages.map((pkg) => (
            <label key={`package-${pkg.id}`} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-emerald" checked={packageIds.includes(pkg.id)} onChange={() => form.setValue('packageIds', toggle(packageIds, pkg.id))} data-testid={`${testId}-package-${pkg.points}`} />
              {t('coupons.packagePoints', { count: pkg.points })} · <bdi>{formatMoney(pkg.priceFils, language)}</bdi>
            </label>
          ))}
          {passes.map((pass) => (
            <label key={`pass-${pass.id}`} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-emerald" checked={passIds.includes(pass.id)} onChange={() => form.setValue('passIds', toggle(passIds, pass.id))} data-testid={`${testId}-pass-${pass.id}`} />
              {language === 'ar' ? pass.nameAr : pass.nameEn} · <bdi>{formatMoney(pass.priceFils, language)}</bdi>
            </label>
          ))}
        </div>
        {(errorOf('packageIds') ?? errorOf('passIds')) && <p className="text-sm font-semibold text-danger">{errorOf('packageIds') ?? errorOf('passIds')}</p>}
      </fieldset>
      {refusal && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm font-semibold text-danger" data-testid={`${testId}-refusal`}>
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${testId}-save`}>
          {coupon ? <Save aria-hidden /> : <Plus aria-hidden />}
          {coupon ? t('coupons.saveChanges') : t('coupons.add')}
        </Button>
        {coupon ? (
          <Button type="button" size="sm" variant="outline" onClick={onDone} data-testid={`${testId}-cancel`}>
            {t('coupons.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** One coupon: what it gives, its days, limits and uses, its state (pause, resume or end it), and Change for the rest. */
function CouponRow({ coupon, packages, passes }: { coupon: AdminCoupon; packages: AdminPackage[]; passes: AdminPass[] }) {
  const { t } = useTranslation(['admin', 'store']);
  const language = useLanguage();
  const save = useSaveCoupon();
  const [status, setStatus] = useState<CouponStatus>(coupon.status);
  const [editing, setEditing] = useState(false);
  const gives =
    coupon.kind === 'percent'
      ? t('store:coupon.percent', { value: coupon.value })
      : coupon.kind === 'fils'
        ? t('store:coupon.fils', { amount: formatMoney(coupon.value, language) })
        : t('store:coupon.points', { count: coupon.value });
  const limit = (value: number | null) => (value === null ? '∞' : String(value));
  const day = (value: string) => <bdi dir="ltr">{value}</bdi>;
  const days = ({ startsOn, endsOn }: AdminCoupon) =>
    startsOn === null && endsOn === null ? (
      t('coupons.anyDay')
    ) : (
      <>
        {startsOn !== null && <>{t('coupons.fromDay')} {day(startsOn)} </>}
        {endsOn !== null && <>{t('coupons.untilDay')} {day(endsOn)}</>}
      </>
    );
  const id = `coupon-${coupon.id}`;
  const { used, reserved, createdAt: _createdAt, id: _id, ...rest } = coupon;
  return (
    <li className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded-lg border border-emerald/15 p-3" data-testid={id}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <bdi dir="ltr" className="font-mono text-lg font-bold">{coupon.code}</bdi>
          <span className="font-semibold">{gives}</span>
        </p>
        <p className="text-sm text-muted">
          {days(coupon)}
          {' · '}
          {t('coupons.fields.maxUses')}: <bdi>{limit(coupon.maxUses)}</bdi>
          {' · '}
          {t('coupons.fields.maxUsesPerUser')}: <bdi>{limit(coupon.maxUsesPerUser)}</bdi>
        </p>
        <p className="text-sm" data-testid={`${id}-uses`}>
          {t('coupons.uses', { used, reserved })}
        </p>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { id: coupon.id, input: { ...rest, status } },
            {
              onSuccess: () => toast.success(t('coupons.saved')),
              onError: (error) => toast.error(`${t('coupons.failed')} ${errorMessage(errorCodeOf(error))}`),
            },
          );
        }}
      >
        <FormField id={`${id}-status`} label={t('coupons.fields.status')}>
          <Select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as CouponStatus)} options={COUPON_STATUSES.map((s) => [s, t(`coupons.statuses.${s}`)] as const)} data-testid={`${id}-status`} />
        </FormField>
        <Button type="submit" size="sm" className="mb-1" disabled={save.isPending || status === coupon.status} data-testid={`${id}-save`}>
          <Save aria-hidden />
          {t('coupons.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" className="mb-1" aria-expanded={editing} onClick={() => setEditing(!editing)} data-testid={`${id}-edit-open`}>
          <Pencil aria-hidden />
          {t('coupons.edit')}
        </Button>
      </form>
      {editing ? (
        <div className="w-full">
          <CouponForm packages={packages} passes={passes} coupon={coupon} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </li>
  );
}

/** Coupons (the offers issue): operators add codes, change them, and pause or end them; nothing is deleted. */
export function CouponsEditor() {
  const { t } = useTranslation(['admin', 'store']);
  const list = useCoupons();
  const packages = usePackages();
  const passes = usePasses();
  return (
    <ConsoleSection id="coupons" title={t('coupons.title')} intro={t('coupons.intro')}>
      {list.isPending || packages.isPending || passes.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError || packages.isError || passes.isError ? (
        <LoadFailed onRetry={() => void Promise.all([list.refetch(), packages.refetch(), passes.refetch()])} />
      ) : (
        <div className="flex flex-col gap-3">
          {list.data.coupons.length === 0 ? (
            <p className="text-muted">{t('coupons.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.data.coupons.map((coupon) => (
                <CouponRow key={JSON.stringify(coupon)} coupon={coupon} packages={packages.data.packages} passes={passes.data.passes} />
              ))}
            </ul>
          )}
          <h3 className="mt-2 font-bold">{t('coupons.new')}</h3>
          <CouponForm packages={packages.data.packages} passes={passes.data.passes} />
        </div>
      )}
    </ConsoleSection>
  );
}
