import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import {
  OWN_CATEGORY_LANGUAGES,
  ownCategoryRequestSchema,
  type OwnCategoryLanguage,
  type OwnCategoryRequest,
} from '@app/shared/contracts/own-categories';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import type { OwnCategoryLook } from '@app/shared/contracts/own-category-look';
import { LookPicker } from './look-picker';

type Props = {
  initial?: { name: string; description: string; language: OwnCategoryLanguage; icon?: OwnCategoryLook | null };
  submitLabel: string;
  pending: boolean;
  /** Sends the checked fields; rejects with the server's refusal. */
  onSubmit: (input: OwnCategoryRequest) => Promise<unknown>;
};

/** A category's name, description and language, checked with the server's own schema before sending. */
export function CategoryForm({ initial, submitLabel, pending, onSubmit }: Props) {
  const { t } = useTranslation('mine');
  const form = useForm({
    resolver: zodResolver(ownCategoryRequestSchema),
    defaultValues: { name: initial?.name ?? '', description: initial?.description ?? '', language: initial?.language ?? 'ar', icon: initial?.icon ?? null },
  });
  const errorOf = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const [name, language, icon] = form.watch(['name', 'language', 'icon']);

  const submit = form.handleSubmit((input) => onSubmit(input).catch((error: unknown) => showFieldErrors(form.setError, error)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="own-category-form">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="own-category-name" label={t('category.name')} error={errorOf('name')}>
          <Input
            {...fieldProps('own-category-name', { error: errorOf('name') })}
            maxLength={CONTENT_LIMITS.name}
            dir="auto"
            autoComplete="off"
            {...form.register('name')}
          />
        </FormField>
        <FormField id="own-category-language" label={t('category.language')} error={errorOf('language')}>
          <Select
            {...fieldProps('own-category-language', { error: errorOf('language') })}
            options={OWN_CATEGORY_LANGUAGES.map((option) => [option, t(`languages.${option}`)] as const)}
            {...form.register('language')}
          />
        </FormField>
      </div>
      <FormField id="own-category-description" label={t('category.description')} error={errorOf('description')}>
        <Textarea
          {...fieldProps('own-category-description', { error: errorOf('description') })}
          rows={2}
          maxLength={CONTENT_LIMITS.description}
          dir="auto"
          {...form.register('description')}
        />
      </FormField>
      <LookPicker value={icon ?? null} onChange={(look) => form.setValue('icon', look)} letter={name.trim().slice(0, 1) || (language === 'en' ? 'A' : 'أ')} error={errorOf('icon')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} data-testid="own-category-save">
          <Save aria-hidden />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
