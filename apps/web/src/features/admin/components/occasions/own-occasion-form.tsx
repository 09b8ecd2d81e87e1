import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { OCCASION_NAME_MAX, ownOccasionRequestSchema, type OccasionCategoryChoice } from '@app/shared/contracts/occasions';
import { OCCASION_KINDS } from '@app/shared/occasions/calendar';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { errorIn, saveOutcome } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useAddOccasion } from '../../api/occasions/add-occasion';
import { CategoryChooser } from './category-chooser';

const EMPTY = { nameEn: '', nameAr: '', kind: 'gathering', startDay: '', startMonth: '1', endDay: '', endMonth: '', categories: [] as string[] } as const;

/** Adds a centre's own occasion: names in both languages, its Hijri day or days, kind and categories. */
export function OwnOccasionForm({ choices }: { choices: readonly OccasionCategoryChoice[] }) {
  const { t } = useTranslation('admin');
  const add = useAddOccasion();
  const form = useForm({ resolver: zodResolver(ownOccasionRequestSchema), defaultValues: { ...EMPTY, categories: [] as string[] } });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const months = t('occasions.months', { returnObjects: true }) as string[];
  const monthOptions = months.map((month, index) => [String(index + 1), `${index + 1}. ${month}`] as const);
  const prefix = 'occasion-new';

  const onSubmit = form.handleSubmit((input) => {
    add.mutate(input, saveOutcome(form.setError, { saved: t('occasions.added'), failed: t('occasions.failed'), then: () => form.reset() }));
  });

  const text = (name: 'nameEn' | 'nameAr', dir: 'ltr' | 'rtl') => (
    <FormField id={`${prefix}-${name}`} label={t(`occasions.fields.${name}`)} error={errorText(name)}>
      <Input {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} dir={dir} maxLength={OCCASION_NAME_MAX} {...form.register(name)} />
    </FormField>
  );
  const dayField = (name: 'startDay' | 'endDay') => (
    <FormField id={`${prefix}-${name}`} label={t(`occasions.fields.${name}`)} error={errorText(name)}>
      <Input {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} dir="ltr" inputMode="numeric" maxLength={2} {...form.register(name)} />
    </FormField>
  );
  const monthField = (name: 'startMonth' | 'endMonth', options: readonly (readonly [string, string])[]) => (
    <FormField id={`${prefix}-${name}`} label={t(`occasions.fields.${name}`)} error={errorText(name)}>
      <Select {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} options={options} {...form.register(name)} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 rounded-lg border border-emerald/15 p-3" data-testid={prefix}>
      <h3 className="font-bold">{t('occasions.new')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('nameEn', 'ltr')}
        {text('nameAr', 'rtl')}
      </div>
      <div className="grid grid-cols-[6rem_1fr] items-end gap-3 md:grid-cols-[minmax(10rem,1fr)_6rem_minmax(10rem,1fr)_6rem_minmax(10rem,1fr)]">
        <FormField id={`${prefix}-kind`} label={t('occasions.fields.kind')} error={errorText('kind')} className="col-span-2 md:col-span-1">
          <Select
            {...fieldProps(`${prefix}-kind`, { error: errorText('kind') })}
            options={OCCASION_KINDS.map((kind) => [kind, t(`occasions.kinds.${kind}`)] as const)}
            {...form.register('kind')}
          />
        </FormField>
        {dayField('startDay')}
        {monthField('startMonth', monthOptions)}
        {dayField('endDay')}
        {monthField('endMonth', [['', t('occasions.noEnd')], ...monthOptions])}
      </div>
      <CategoryChooser
        id={`${prefix}-categories`}
        choices={choices}
        value={form.watch('categories')}
        onChange={(slugs) => form.setValue('categories', slugs, { shouldValidate: form.formState.isSubmitted })}
        error={errorText('categories')}
      />
      <div>
        <Button type="submit" disabled={add.isPending} data-testid={`${prefix}-add`}>
          <Plus aria-hidden />
          {t('occasions.add')}
        </Button>
      </div>
    </form>
  );
}
