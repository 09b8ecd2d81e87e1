import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { passRequestSchema, type AdminPass } from '@app/shared/contracts/admin';
import { formatKwd } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorIn, saveOutcome } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { usePasses } from '../api/passes/get-passes';
import { useSavePass } from '../api/passes/save-pass';
import { ConsoleSection, LoadFailed } from './console-section';

type Fields = { nameEn: string; nameAr: string; days: string; price: string; saleFrom: string; saleTo: string; sortOrder: string; active: boolean };
type FieldName = keyof Fields;

const fieldsOf = (pass: AdminPass | null): Fields =>
  pass
    ? {
        nameEn: pass.nameEn,
        nameAr: pass.nameAr,
        days: String(pass.days),
        price: formatKwd(pass.priceFils),
        saleFrom: pass.saleFrom ?? '',
        saleTo: pass.saleTo ?? '',
        sortOrder: String(pass.sortOrder),
        active: pass.active,
      }
    : { nameEn: '', nameAr: '', days: '30', price: '', saleFrom: '', saleTo: '', sortOrder: '0', active: true };

/** One pass as a small form; `pass` null is the form that adds one. */
function PassForm({ pass }: { pass: AdminPass | null }) {
  const { t } = useTranslation('admin');
  const saved = fieldsOf(pass);
  const form = useForm({ resolver: zodResolver(passRequestSchema), defaultValues: saved });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const save = useSavePass();
  const prefix = `pass-${pass?.id ?? 'new'}`;

  const onSubmit = form.handleSubmit((input) => {
    const then = pass ? undefined : () => form.reset();
    save.mutate({ id: pass?.id ?? null, input }, saveOutcome(form.setError, { saved: t(pass ? 'passes.saved' : 'passes.added'), failed: t('passes.failed'), then }));
  });

  const input = (name: Exclude<FieldName, 'active'>, props: { inputMode?: 'numeric' | 'decimal'; dir: 'ltr' | 'rtl'; maxLength?: number; type?: 'date' }) => (
    <FormField id={`${prefix}-${name}`} label={t(`passes.fields.${name}`)} error={errorText(name)}>
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
      {input('nameEn', { dir: 'ltr', maxLength: 60 })}
      {input('nameAr', { dir: 'rtl', maxLength: 60 })}
      {input('days', { inputMode: 'numeric', dir: 'ltr' })}
      {input('price', { inputMode: 'decimal', dir: 'ltr' })}
      {input('saleFrom', { dir: 'ltr', type: 'date' })}
      {input('saleTo', { dir: 'ltr', type: 'date' })}
      {input('sortOrder', { inputMode: 'numeric', dir: 'ltr' })}
      <label className="flex h-10 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" className="size-4 accent-emerald" {...form.register('active')} data-testid={`${prefix}-active`} />
        {t('passes.fields.active')}
      </label>
      <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
        {pass ? <Save aria-hidden /> : <Plus aria-hidden />}
        {t(pass ? 'passes.save' : 'passes.add')}
      </Button>
    </form>
  );
}

/** Passes (issue 31): operators add, change and pause them; nothing is deleted. */
export function PassesEditor() {
  const { t } = useTranslation('admin');
  const list = usePasses();
  return (
    <ConsoleSection id="passes" title={t('passes.title')} intro={t('passes.intro')}>
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          {list.data.passes.map((pass) => (
            <PassForm key={JSON.stringify(pass)} pass={pass} />
          ))}
          <h3 className="mt-2 font-bold">{t('passes.new')}</h3>
          <PassForm pass={null} />
        </div>
      )}
    </ConsoleSection>
  );
}
