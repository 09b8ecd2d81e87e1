import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { useTranslation } from '@/lib/i18n';
import { issuesByField, serverFieldErrors, type FieldErrors } from '../utils/field-errors';
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
  const [values, setValues] = useState({ name: initial?.name ?? '', description: initial?.description ?? '', language: initial?.language ?? 'ar' });
  const [icon, setIcon] = useState<OwnCategoryLook | null>(initial?.icon ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const change = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ownCategoryRequestSchema.safeParse({ ...values, icon });
    if (!checked.success) return setErrors(issuesByField(checked.error));
    onSubmit(checked.data).catch((error: unknown) => setErrors(serverFieldErrors(error)));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="own-category-form">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="own-category-name" label={t('category.name')} error={errorOf('name')}>
          <Input
            {...fieldProps('own-category-name', { error: errorOf('name') })}
            value={values.name}
            maxLength={CONTENT_LIMITS.name}
            dir="auto"
            autoComplete="off"
            onChange={(event) => change('name', event.target.value)}
          />
        </FormField>
        <FormField id="own-category-language" label={t('category.language')} error={errorOf('language')}>
          <Select
            {...fieldProps('own-category-language', { error: errorOf('language') })}
            value={values.language}
            options={OWN_CATEGORY_LANGUAGES.map((language) => [language, t(`languages.${language}`)] as const)}
            onChange={(event) => change('language', event.target.value)}
          />
        </FormField>
      </div>
      <FormField id="own-category-description" label={t('category.description')} error={errorOf('description')}>
        <Textarea
          {...fieldProps('own-category-description', { error: errorOf('description') })}
          rows={2}
          value={values.description}
          maxLength={CONTENT_LIMITS.description}
          dir="auto"
          onChange={(event) => change('description', event.target.value)}
        />
      </FormField>
      <LookPicker value={icon} onChange={setIcon} letter={values.name.trim().slice(0, 1) || (values.language === 'en' ? 'A' : 'أ')} error={errorOf('icon')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} data-testid="own-category-save">
          <Save aria-hidden />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
