import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarHeart, ListChecks, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { occasionCategoriesRequestSchema, type AdminOccasion, type OccasionCategoryChoice } from '@app/shared/contracts/occasions';
import { formatDayBothCalendars } from '@app/shared/occasions/hijri-date';
import { Button } from '@/components/ui/button';
import { errorIn, saveOutcome } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useDeleteOccasion } from '../../api/occasions/delete-occasion';
import { useResetOccasion } from '../../api/occasions/reset-occasion';
import { useSetOccasionCategories } from '../../api/occasions/set-occasion-categories';
import { CategoryChooser } from './category-chooser';
import type { ComingOccasion } from './coming-occasions';

/** One occasion of the console's list: its days in both calendars, kind, categories and what an operator can do with it. */
export function OccasionCard({
  occasion,
  coming,
  hijriOffset,
  choices,
}: {
  occasion: AdminOccasion;
  /** Its days in the coming 12 months; null when it has none. */
  coming: ComingOccasion<AdminOccasion> | null;
  hijriOffset: number;
  choices: readonly OccasionCategoryChoice[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reset = useResetOccasion();
  const remove = useDeleteOccasion();
  const name = language === 'ar' ? occasion.nameAr : occasion.nameEn;
  const bySlug = new Map(choices.map((choice) => [choice.slug, choice]));
  const day = (date: NonNullable<typeof coming>['date']) => formatDayBothCalendars(date, hijriOffset, language);
  const prefix = `admin-occasion-${occasion.id}`;

  let when = t('occasions.notThisYear');
  if (coming) {
    const first = day(coming.date);
    const last = coming.lastDate ? day(coming.lastDate) : null;
    const distance =
      coming.daysAway === 0 ? t(occasion.end ? 'occasions.onNow' : 'occasions.today') : t('occasions.inDays', { count: coming.daysAway });
    when = `${first.weekday} ${first.hijri} · ${first.gregorian}${last ? ` – ${t('occasions.until', { day: `${last.hijri} · ${last.gregorian}` })}` : ''} (${distance})`;
  }

  return (
    <li data-testid={prefix} className="flex flex-col gap-2 rounded-lg border border-emerald/15 p-3">
      <div className="flex items-start gap-3">
        <CalendarHeart aria-hidden className="mt-1 size-5 shrink-0 text-emerald-dark" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="font-bold text-night first-letter:uppercase">{name}</p>
            <span className="rounded-full border border-gold/40 bg-gold/10 px-2 py-0.5 text-xs font-semibold">{t(`occasions.kinds.${occasion.kind}`)}</span>
            {occasion.own ? (
              <span className="rounded-full border border-emerald/30 bg-emerald/10 px-2 py-0.5 text-xs font-semibold text-emerald-dark">{t('occasions.own')}</span>
            ) : null}
            {occasion.edited ? <span className="rounded-full border border-ink/20 bg-ink/5 px-2 py-0.5 text-xs font-semibold">{t('occasions.edited')}</span> : null}
          </div>
          <p className="text-sm text-ink" data-testid={`${prefix}-when`}>
            {when}
          </p>
        </div>
      </div>

      {editing ? (
        <CategoriesForm occasion={occasion} choices={choices} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="text-sm" data-testid={`${prefix}-categories`}>
            <span className="font-semibold">{t('occasions.categories')}: </span>
            {occasion.categories
              .map((slug) => {
                const choice = bySlug.get(slug);
                const label = choice ? (language === 'ar' ? choice.nameAr : choice.nameEn) : slug;
                return choice?.playable ? label : `${label} (${t('occasions.notPlayable')})`;
              })
              .join(language === 'ar' ? '، ' : ', ')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)} data-testid={`${prefix}-edit`}>
              <ListChecks aria-hidden />
              {t('occasions.chooseCategories')}
            </Button>
            {occasion.edited ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={reset.isPending}
                data-testid={`${prefix}-reset`}
                onClick={() => reset.mutate(occasion.id, { onSuccess: () => toast.success(t('occasions.resetDone')), onError: () => toast.error(t('occasions.failed')) })}
              >
                <RotateCcw aria-hidden />
                {t('occasions.reset')}
              </Button>
            ) : null}
            {occasion.own && !confirming ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid={`${prefix}-delete`}>
                <Trash2 aria-hidden />
                {t('occasions.delete')}
              </Button>
            ) : null}
          </div>
          {confirming ? (
            <div role="alertdialog" aria-label={t('occasions.deleteConfirm', { name })} className="flex flex-wrap items-center gap-2 rounded-lg bg-danger/5 p-2 text-sm">
              <span className="font-semibold">{t('occasions.deleteConfirm', { name })}</span>
              <Button
                type="button"
                size="sm"
                variant="danger"
                disabled={remove.isPending}
                data-testid={`${prefix}-delete-confirm`}
                onClick={() => remove.mutate(occasion.id, { onSuccess: () => toast.success(t('occasions.deleted')), onError: () => toast.error(t('occasions.failed')) })}
              >
                {t('occasions.deleteYes')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('occasions.cancel')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}

/** Chooses an occasion's categories; saving closes it. */
function CategoriesForm({ occasion, choices, onDone }: { occasion: AdminOccasion; choices: readonly OccasionCategoryChoice[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSetOccasionCategories();
  const form = useForm({ resolver: zodResolver(occasionCategoriesRequestSchema), defaultValues: { categories: occasion.categories } });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const categories = form.watch('categories');
  const prefix = `admin-occasion-${occasion.id}`;

  const onSubmit = form.handleSubmit((input) => {
    save.mutate({ id: occasion.id, categories: input.categories }, saveOutcome(form.setError, { saved: t('occasions.saved'), failed: t('occasions.failed'), then: onDone }));
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" data-testid={`${prefix}-form`}>
      <CategoryChooser
        id={`${prefix}-chooser`}
        choices={choices}
        value={categories}
        onChange={(slugs) => form.setValue('categories', slugs, { shouldValidate: form.formState.isSubmitted })}
        error={errorText('categories')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
          <Save aria-hidden />
          {t('occasions.saveCategories')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('occasions.cancel')}
        </Button>
      </div>
    </form>
  );
}
