import { Pencil, Plus, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import { categoryRequestSchema, type AdminCategory, type AdminCategoryGroup } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSaveCategory, useSetCategoryActive } from '../../api/content-api';
import { ImageUpload } from '../image-upload';

const TEXTS = [
  { name: 'nameAr', dir: 'rtl', maxLength: CONTENT_LIMITS.name, rows: undefined },
  { name: 'nameEn', dir: 'ltr', maxLength: CONTENT_LIMITS.name, rows: undefined },
  { name: 'descriptionAr', dir: 'rtl', maxLength: CONTENT_LIMITS.description, rows: 2 },
  { name: 'descriptionEn', dir: 'ltr', maxLength: CONTENT_LIMITS.description, rows: 2 },
] as const;

function CategoryForm({ category, groups, onClose }: { category: AdminCategory | null; groups: AdminCategoryGroup[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { fields, errors, set, validate, setErrors } = useFormFields(categoryRequestSchema, {
    slug: category?.slug ?? '',
    nameAr: category?.nameAr ?? '',
    nameEn: category?.nameEn ?? '',
    descriptionAr: category?.descriptionAr ?? '',
    descriptionEn: category?.descriptionEn ?? '',
    group: category?.group ?? null,
    image: category?.imageUrl ?? '',
    sortOrder: String(category?.sortOrder ?? 0),
  });
  const save = useSaveCategory();
  const errorText = (key: keyof typeof errors) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);
  const prefix = category ? `category-${category.id}` : 'category-new';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t(category ? 'studio.categories.saved' : 'studio.categories.created'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setErrors(error.fields);
          toast.error(t('studio.editor.failed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid={`${prefix}-form`} className="flex flex-col gap-3 rounded-xl border-2 border-emerald/30 p-4">
      <div className="grid gap-3 md:grid-cols-2">
        <TextField id={`${prefix}-slug`} label={t('studio.categories.slug')} dir="ltr" small maxLength={CONTENT_LIMITS.slug} value={fields.slug} error={errorText('slug')} onChange={(e) => set('slug', e.target.value)} />
        <SelectField
          id={`${prefix}-group`}
          label={t('studio.categories.group')}
          value={fields.group ?? ''}
          options={[['', t('studio.categories.ungrouped')] as const, ...groups.map((g) => [g.slug, language === 'ar' ? g.nameAr : g.nameEn] as const)]}
          onChange={(value) => set('group', value || null)}
        />
        {TEXTS.map(({ name, dir, maxLength, rows }) => (
          <TextField
            key={name}
            id={`${prefix}-${name}`}
            label={t(`studio.categories.${name}`)}
            small
            dir={dir}
            rows={rows}
            maxLength={maxLength}
            value={fields[name]}
            error={errorText(name)}
            onChange={(e) => set(name, e.target.value)}
          />
        ))}
        <ImageUpload
          kind="category"
          label={t('studio.categories.imageFile')}
          value={fields.image || null}
          onUploaded={(url) => set('image', url)}
          testId={`${prefix}-image-upload`}
        />
        <div className="flex flex-col gap-3">
          <TextField id={`${prefix}-image`} label={t('studio.categories.image')} dir="ltr" small value={fields.image ?? ''} error={errorText('image')} onChange={(e) => set('image', e.target.value)} />
          <TextField id={`${prefix}-sortOrder`} label={t('studio.categories.sortOrder')} type="number" small value={fields.sortOrder} error={errorText('sortOrder')} onChange={(e) => set('sortOrder', e.target.value)} />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden />
          {t('studio.close')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
          <Save aria-hidden />
          {t('studio.categories.save')}
        </Button>
      </div>
    </form>
  );
}

/** Every category: its counts, shown or hidden, and its form; a new one is added from here. */
export function CategoryManager({ categories, groups }: { categories: AdminCategory[]; groups: AdminCategoryGroup[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const setActive = useSetCategoryActive();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="new-category">
          <Plus aria-hidden />
          {t('studio.categories.new')}
        </Button>
      </div>
      {editing === 'new' ? <CategoryForm category={null} groups={groups} onClose={() => setEditing(null)} /> : null}
      <ul className="flex flex-col divide-y divide-emerald/10 rounded-lg border border-emerald/15">
        {categories.map((category) => (
          <li key={category.id} className="flex flex-col gap-2 px-3 py-2" data-testid={`category-row-${category.slug}`}>
            <div className="flex flex-wrap items-center gap-3">
              {category.imageUrl ? <img src={category.imageUrl} alt="" className="size-10 rounded object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <bdi>{language === 'ar' ? category.nameAr : category.nameEn}</bdi>{' '}
                  <span className="text-xs text-muted" dir="ltr">
                    {category.slug}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  {t('studio.categories.counts', { count: category.questions, shown: category.activeQuestions })}
                  {category.usedByGames ? ` · ${t('studio.categories.usedByGames')}` : ''}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-emerald"
                  checked={category.active}
                  disabled={setActive.isPending}
                  data-testid={`category-active-${category.slug}`}
                  onChange={(e) =>
                    setActive.mutate(
                      { id: category.id, active: e.target.checked },
                      { onSuccess: () => toast.success(t('studio.categories.saved')), onError: () => toast.error(t('studio.editor.failed')) },
                    )
                  }
                />
                {t('studio.categories.shown')}
              </label>
              <Button size="sm" variant="outline" onClick={() => setEditing(category.id)}>
                <Pencil aria-hidden />
                {t('studio.categories.edit')}
              </Button>
            </div>
            {editing === category.id ? <CategoryForm category={category} groups={groups} onClose={() => setEditing(null)} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
