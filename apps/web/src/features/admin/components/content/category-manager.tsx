import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Save, X } from 'lucide-react';
import { useState } from 'react';
import { CONTENT_LIMITS } from '@app/shared/constants';
import { categoryRequestSchema, type AdminCategory, type AdminCategoryGroup } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useSaveCategory } from '../../api/content/save-category';
import { useSetCategoryActive } from '../../api/content/set-category-active';
import { ImageUpload } from '../image-upload';
import { CategoryShortfall } from './category-shortfall';

const TEXTS = [
  { name: 'nameAr', dir: 'rtl', maxLength: CONTENT_LIMITS.name, rows: undefined },
  { name: 'nameEn', dir: 'ltr', maxLength: CONTENT_LIMITS.name, rows: undefined },
  { name: 'descriptionAr', dir: 'rtl', maxLength: CONTENT_LIMITS.description, rows: 2 },
  { name: 'descriptionEn', dir: 'ltr', maxLength: CONTENT_LIMITS.description, rows: 2 },
] as const;

function CategoryForm({ category, groups, onClose }: { category: AdminCategory | null; groups: AdminCategoryGroup[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const form = useForm({
    resolver: zodResolver(categoryRequestSchema),
    defaultValues: {
      slug: category?.slug ?? '',
      nameAr: category?.nameAr ?? '',
      nameEn: category?.nameEn ?? '',
      descriptionAr: category?.descriptionAr ?? '',
      descriptionEn: category?.descriptionEn ?? '',
      group: category?.group ?? null,
      image: category?.imageUrl ?? '',
      sortOrder: String(category?.sortOrder ?? 0),
    },
  });
  const save = useSaveCategory();
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const prefix = category ? `category-${category.id}` : 'category-new';

  const onSubmit = form.handleSubmit((input) => {
    const saved = t(category ? 'studio.categories.saved' : 'studio.categories.created');
    save.mutate({ id: category?.id ?? null, input }, saveOutcome(form.setError, { saved, failed: t('studio.editor.failed'), then: onClose }));
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid={`${prefix}-form`}
      className="flex flex-col gap-3 rounded-xl border-2 border-emerald/30 p-4"
    >
      {category ? <CategoryShortfall category={category} testId={`${prefix}-shortfall`} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <FormField id={`${prefix}-slug`} label={t('studio.categories.slug')} error={errorText('slug')}>
          <Input {...fieldProps(`${prefix}-slug`, { error: errorText('slug') })} dir="ltr" maxLength={CONTENT_LIMITS.slug} {...form.register('slug')} />
        </FormField>
        <FormField id={`${prefix}-group`} label={t('studio.categories.group')}>
          <Select
            id={`${prefix}-group`}
            options={[['', t('studio.categories.ungrouped')] as const, ...groups.map((g) => [g.slug, language === 'ar' ? g.nameAr : g.nameEn] as const)]}
            {...form.register('group', { setValueAs: (value: string | null) => value || null })}
          />
        </FormField>
        {TEXTS.map(({ name, dir, maxLength, rows }) => (
          <FormField key={name} id={`${prefix}-${name}`} label={t(`studio.categories.${name}`)} error={errorText(name)}>
            {rows ? (
              <Textarea {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} rows={rows} dir={dir} maxLength={maxLength} {...form.register(name)} />
            ) : (
              <Input {...fieldProps(`${prefix}-${name}`, { error: errorText(name) })} dir={dir} maxLength={maxLength} {...form.register(name)} />
            )}
          </FormField>
        ))}
        <ImageUpload
          kind="category"
          label={t('studio.categories.imageFile')}
          value={form.watch('image') || null}
          onUploaded={(url) => form.setValue('image', url)}
          testId={`${prefix}-image-upload`}
        />
        <div className="flex flex-col gap-3">
          <FormField id={`${prefix}-image`} label={t('studio.categories.image')} error={errorText('image')}>
            <Input {...fieldProps(`${prefix}-image`, { error: errorText('image') })} dir="ltr" {...form.register('image')} />
          </FormField>
          <FormField id={`${prefix}-sortOrder`} label={t('studio.categories.sortOrder')} error={errorText('sortOrder')}>
            <Input {...fieldProps(`${prefix}-sortOrder`, { error: errorText('sortOrder') })} type="number" {...form.register('sortOrder')} />
          </FormField>
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
              <div className="min-w-48 flex-1">
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
            <CategoryShortfall category={category} testId={`category-shortfall-${category.slug}`} />
            {editing === category.id ? <CategoryForm category={category} groups={groups} onClose={() => setEditing(null)} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
