import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import { QUESTION_FLAGS, QUESTION_PAGE_SIZE, type AdminCategory, type QuestionFlag } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useQuestionList } from '../../api/content/get-questions';
import { LoadFailed } from '../console-section';

/** Questions found by words (Arabic spelled any way) and filters; each opens in the editor. */
export function QuestionList({
  categories,
  onOpen,
  onNew,
}: {
  categories: AdminCategory[];
  onOpen: (id: number) => void;
  onNew: (categoryId: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [flag, setFlag] = useState<QuestionFlag | ''>('');
  const [offset, setOffset] = useState(0);
  const list = useQuestionList({
    q,
    categoryId: categoryId ? Number(categoryId) : undefined,
    difficulty: difficulty || undefined,
    flag: flag || undefined,
    offset,
  });
  const names = new Map(categories.map((c) => [c.id, language === 'ar' ? c.nameAr : c.nameEn]));
  const shown = list.data?.questions ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      {/* The search field is the widest: its hint must show whole in both languages. */}
      <div className="grid gap-3 sm:grid-cols-3 2xl:grid-cols-5">
        <FormField id="question-search" label={t('studio.search')} className="sm:col-span-3 2xl:col-span-2">
          <Input
            id="question-search"
            type="search"
            placeholder={t('studio.searchPlaceholder')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setOffset(0);
            }}
          />
        </FormField>
        <FormField id="question-filter-category" label={t('studio.editor.category')}>
          <Select
            id="question-filter-category"
            options={[['', t('studio.allCategories')] as const, ...categories.map((c) => [String(c.id), names.get(c.id) ?? ''] as const)]}
            value={categoryId}
            onChange={(e) => {
              setCategoryId(e.target.value);
              setOffset(0);
            }}
          />
        </FormField>
        <FormField id="question-filter-difficulty" label={t('studio.editor.difficulty')}>
          <Select
            id="question-filter-difficulty"
            options={[['', t('studio.allDifficulties')] as const, ...DIFFICULTIES.map((d) => [d, t(`questions.difficulties.${d}`)] as const)]}
            value={difficulty}
            onChange={(e) => {
              setDifficulty(e.target.value as typeof difficulty);
              setOffset(0);
            }}
          />
        </FormField>
        <FormField id="question-filter-flag" label={t('studio.flag')}>
          <Select
            id="question-filter-flag"
            options={[['', t('studio.flags.all')] as const, ...QUESTION_FLAGS.map((f) => [f, t(`studio.flags.${f}`)] as const)]}
            value={flag}
            onChange={(e) => {
              setFlag(e.target.value as typeof flag);
              setOffset(0);
            }}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite" data-testid="question-count">
          {list.data ? t('studio.found', { count: list.data.total }) : null}
        </p>
        <Button size="sm" onClick={() => onNew(categoryId ? Number(categoryId) : null)} data-testid="new-question">
          <Plus aria-hidden />
          {t('studio.newQuestion')}
        </Button>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('studio.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-emerald/10 rounded-lg border border-emerald/15" data-testid="question-results">
          {shown.map((question) => (
            <li key={question.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p lang="ar" dir="rtl" className="font-semibold">
                  {question.questionAr}
                </p>
                {question.questionEn ? (
                  <p lang="en" dir="ltr" className="text-sm text-muted">
                    {question.questionEn}
                  </p>
                ) : null}
                <p className="mt-1 flex flex-wrap gap-2 text-xs">
                  <span className="rounded bg-emerald/10 px-2 py-0.5">
                    <bdi>{names.get(question.categoryId)}</bdi>
                  </span>
                  <span className="rounded bg-emerald/10 px-2 py-0.5">{t(`questions.difficulties.${question.difficulty}`)}</span>
                  {question.active ? null : <span className="rounded bg-gold/30 px-2 py-0.5">{t('studio.hiddenBadge')}</span>}
                  {question.questionEn ? null : <span className="rounded bg-gold/30 px-2 py-0.5">{t('studio.noEnglish')}</span>}
                  {question.openReports > 0 ? (
                    <span className="rounded bg-danger/15 px-2 py-0.5 text-danger">{t('studio.reports', { count: question.openReports })}</span>
                  ) : null}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => onOpen(question.id)} data-testid={`edit-question-${question.id}`}>
                <Pencil aria-hidden />
                {t('studio.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {total > QUESTION_PAGE_SIZE ? (
        <div className="flex justify-center gap-3">
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - QUESTION_PAGE_SIZE))}>
            {t('studio.previous')}
          </Button>
          <Button variant="outline" size="sm" disabled={offset + QUESTION_PAGE_SIZE >= total} onClick={() => setOffset(offset + QUESTION_PAGE_SIZE)}>
            {t('studio.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
