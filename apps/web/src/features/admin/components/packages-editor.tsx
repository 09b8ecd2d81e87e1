import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { packageRequestSchema, type AdminPackage } from '@app/shared/contracts/admin';
import { formatKwd } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { usePackages } from '../api/store/get-packages';
import { useSavePackage } from '../api/store/save-package';
import { ConsoleSection, LoadFailed } from './console-section';

type Fields = { points: string; price: string; badgeEn: string; badgeAr: string; sortOrder: string; active: boolean; saleFrom: string; saleTo: string };
type FieldName = keyof Fields;

const fieldsOf = (pkg: AdminPackage | null): Fields =>
  pkg
    ? {
        points: String(pkg.points),
        price: formatKwd(pkg.priceFils),
        badgeEn: pkg.badgeEn ?? '',
        badgeAr: pkg.badgeAr ?? '',
        sortOrder: String(pkg.sortOrder),
        active: pkg.active,
        saleFrom: pkg.saleFrom ?? '',
        saleTo: pkg.saleTo ?? '',
      }
    : { points: '', price: '', badgeEn: '', badgeAr: '', sortOrder: '0', active: true, saleFrom: '', saleTo: '' };

/** One package as a small form; `pkg` null is the form that adds a package. */
function PackageForm({ pkg }: { pkg: AdminPackage | null }) {
  const { t } = useTranslation('admin');
  const saved = fieldsOf(pkg);
  const form = useForm({ resolver: zodResolver(packageRequestSchema), defaultValues: saved });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const save = useSavePackage();
  const prefix = `package-${pkg?.id ?? 'new'}`;

  const onSubmit = form.handleSubmit((input) => {
    const then = pkg ? undefined : () => form.reset();
    save.mutate({ id: pkg?.id ?? null, input }, saveOutcome(form.setError, { saved: t(pkg ? 'packages.saved' : 'packages.added'), failed: t('packages.failed'), then }));
  });

  const input = (name: Exclude<FieldName, 'active'>, props: { inputMode?: 'numeric' | 'decimal'; dir: 'ltr' | 'rtl'; maxLength?: number; type?: 'date' }) => (
    <FormField id={`${prefix}-${name}`} label={t(`packages.fields.${name}`)} error={errorText(name)}>
      {/* defaultValue also writes the saved value as the attribute, so a saved package can be found by it. */}
      <Input {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} defaultValue={saved[name]} {...form.register(name)} {...props} />
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid={prefix}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border border-emerald/15 p-3 md:grid-cols-4 [&>*]:min-w-0"
    >
      {input('points', { inputMode: 'numeric', dir: 'ltr' })}
      {input('price', { inputMode: 'decimal', dir: 'ltr' })}
      {input('badgeEn', { dir: 'ltr', maxLength: 40 })}
      {input('badgeAr', { dir: 'rtl', maxLength: 40 })}
      {input('sortOrder', { inputMode: 'numeric', dir: 'ltr' })}
      {input('saleFrom', { dir: 'ltr', type: 'date' })}
      {input('saleTo', { dir: 'ltr', type: 'date' })}
      <label className="flex h-10 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-emerald" {...form.register('active')} />
        {t('packages.fields.active')}
      </label>
      <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
        {pkg ? <Save aria-hidden /> : <Plus aria-hidden />}
        {t(pkg ? 'packages.save' : 'packages.add')}
      </Button>
    </form>
  );
}

/** Store prices (DECISIONS.md 17): operators change, add, hide and date packages; nothing is deleted. */
export function PackagesEditor() {
  const { t } = useTranslation('admin');
  const list = usePackages();
  return (
    <ConsoleSection id="packages" title={t('packages.title')} intro={t('packages.intro')}>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          {list.data.packages.map((pkg) => (
            <PackageForm key={JSON.stringify(pkg)} pkg={pkg} />
          ))}
          <h3 className="mt-2 font-bold">{t('packages.new')}</h3>
          <PackageForm pkg={null} />
        </div>
      )}
    </ConsoleSection>
  );
}
