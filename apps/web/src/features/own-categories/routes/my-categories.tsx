import { AlertTriangle, ArrowDown, ArrowUp, ChevronLeft, Lightbulb, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DIFFICULTIES, type Difficulty } from '@app/shared/constants';
import type { OwnCategorySummary, OwnQuestion } from '@app/shared/contracts/own-categories';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ConfirmDialog } from '@/components/ui/dialog';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { missingList } from '@/lib/own-category-missing';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useCreateOwnCategory, useDeleteOwnCategory, useDeleteOwnQuestion, useSaveOwnQuestion, useUpdateOwnCategory } from '../api/change-own-categories';
import { useOwnCategories, useOwnCategory } from '../api/get-own-categories';
import { CategoryForm } from '../components/category-form';
import { QuestionForm } from '../components/question-form';
import { ImportPanel } from '../components/import-panel';
import { SharePanel } from '../components/share-panel';
import { useMoveOwnQuestion } from '../api/import-own-questions';
import { useMySuggestions } from '../api/suggestions';
import { HiddenCategories, MySuggestions, SuggestionBadge } from '../components/my-suggestions';
import { SuggestDialog } from '../components/suggest-dialog';
import { PlayItLink } from '../components/play-it-link';

/** A refusal that is not about a field (a limit, the network) as a toast in the user's language. */
const toastRefusal = (error: unknown) => {
  const code = errorCodeOf(error);
  if (code !== 'validation_failed') toast.error(errorMessage(code));
};

/** My categories (/my-categories): the list and a new category; /my-categories/:id edits one. */
export function MyCategoriesScreen() {
  const { id } = useParams();
  // The pictures and "Play it" have their texts in a catalogue of their own, loaded with the page's.
  const { t } = useTranslation(['mine', 'own-play']);
  usePageMeta(t('title'));
  const categoryId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  if (id !== undefined) return categoryId === null ? <NotFound /> : <CategoryEditor key={categoryId} id={categoryId} />;
  return <CategoryList />;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mine');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <AlertTriangle aria-hidden className="size-12 text-danger" />
      <p className="text-lg font-semibold">{t('loadError')}</p>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('mine');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="own-category-not-found">
      <p className="text-lg font-semibold">{t('notFound')}</p>
      <ButtonLink to="/my-categories" variant="outline">
        {t('back')}
      </ButtonLink>
    </div>
  );
}

/** "Ready to play", or what is missing. */
function Readiness({ category }: { category: OwnCategorySummary }) {
  const { t } = useTranslation(['mine', 'play']);
  return category.playable ? (
    <span className="rounded-full bg-emerald/10 px-3 py-1 text-sm font-semibold text-emerald-dark" data-testid="own-category-ready">
      {t('playable')}
    </span>
  ) : (
    <span className="rounded-full bg-gold/20 px-3 py-1 text-sm font-semibold text-night" data-testid="own-category-missing">
      {t('needs', { list: missingList(t, category.missing) })}
    </span>
  );
}

function CategoryList() {
  const { t } = useTranslation(['mine', 'suggest']);
  const navigate = useNavigate();
  const list = useOwnCategories();
  const suggestions = useMySuggestions();
  const create = useCreateOwnCategory();
  const [creating, setCreating] = useState(false);
  if (list.isPending) return <LoadingScreen label={t('loading')} />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  const { categories, limits, questionCount } = list.data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 pb-16">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
          <p className="max-w-2xl text-muted">{t('subtitle')}</p>
          <p className="text-sm text-muted" data-testid="own-usage">
            {t('usage', { categories: categories.length, maxCategories: limits.categories, questions: questionCount, maxQuestions: limits.questions })}
          </p>
        </div>
        {creating ? null : (
          <Button onClick={() => setCreating(true)} data-testid="own-category-new">
            <Plus aria-hidden />
            {t('new')}
          </Button>
        )}
      </header>

      {suggestions.data ? <HiddenCategories hidden={suggestions.data.hiddenCategories} /> : null}

      {creating ? (
        <section aria-labelledby="own-new-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="own-new-heading" className="text-xl font-bold">
            {t('category.newTitle')}
          </h2>
          <CategoryForm
            submitLabel={t('category.create')}
            pending={create.isPending}
            onSubmit={async (input) => {
              try {
                const created = await create.mutateAsync(input);
                toast.success(t('category.created'));
                void navigate(`/my-categories/${created!.category.id}`);
              } catch (error) {
                toastRefusal(error);
                throw error;
              }
            }}
          />
        </section>
      ) : null}

      {categories.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="own-category-list">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm" data-testid="own-category-card">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 break-words text-lg font-bold" dir="auto">
                  {category.name}
                </h2>
                <ButtonLink to={`/my-categories/${category.id}`} variant="outline" size="sm" aria-label={`${t('open')}: ${category.name}`}>
                  <Pencil aria-hidden />
                  {t('open')}
                </ButtonLink>
              </div>
              <p className="text-sm text-muted">
                {t(`languages.${category.language}`)} · <bdi>{t('counts', category.counts)}</bdi>
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Readiness category={category} />
                {suggestions.data?.hiddenCategories.some((hidden) => hidden.id === category.id) ? (
                  <span className="rounded-full bg-danger/10 px-3 py-1 text-sm font-semibold text-danger" data-testid="own-category-hidden">
                    {t('suggest:hidden.badge')}
                  </span>
                ) : null}
                {category.playable ? <PlayItLink category={category} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {suggestions.data ? <MySuggestions suggestions={suggestions.data.suggestions} /> : null}
    </div>
  );
}

function CategoryEditor({ id }: { id: number }) {
  const { t } = useTranslation(['mine', 'suggest']);
  const navigate = useNavigate();
  const one = useOwnCategory(id);
  const update = useUpdateOwnCategory(id);
  const remove = useDeleteOwnCategory(id);
  const saveQuestion = useSaveOwnQuestion(id);
  const deleteQuestion = useDeleteOwnQuestion(id);
  const moveQuestion = useMoveOwnQuestion(id);
  const [editing, setEditing] = useState<{ question: OwnQuestion | null; difficulty: Difficulty } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [questionToDelete, setQuestionToDelete] = useState<OwnQuestion | null>(null);
  const [questionToSuggest, setQuestionToSuggest] = useState<OwnQuestion | null>(null);
  const suggestions = useMySuggestions();
  const waiting = new Set(suggestions.data?.suggestions.filter((s) => s.status === 'open').map((s) => s.ownQuestionId));

  if (one.isPending) return <LoadingScreen label={t('loading')} />;
  if (one.isError) return errorCodeOf(one.error) === 'not_found' ? <NotFound /> : <Failed onRetry={() => void one.refetch()} />;
  const { category, questions, share } = one.data;
  const textOf = (question: OwnQuestion) => ({
    question: category.language === 'en' ? question.questionEn : question.questionAr,
    answer: category.language === 'en' ? question.answerEn : question.answerAr,
    lang: category.language === 'en' ? 'en' : 'ar',
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 pb-16">
      <Link to="/my-categories" className="inline-flex items-center gap-1 self-start font-semibold text-emerald-dark hover:underline">
        <ChevronLeft aria-hidden className="flip-rtl size-4" />
        {t('back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 break-words text-3xl font-extrabold text-emerald-dark" dir="auto">
          {category.name}
        </h1>
        <Readiness category={category} />
      </header>

      <section aria-labelledby="own-details-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
        <h2 id="own-details-heading" className="text-xl font-bold">
          {t('category.editTitle')}
        </h2>
        <CategoryForm
          key={`${category.name}|${category.description}|${category.language}|${category.icon ?? ''}`}
          initial={category}
          submitLabel={t('category.save')}
          pending={update.isPending}
          onSubmit={async (input) => {
            try {
              await update.mutateAsync(input);
              toast.success(t('category.saved'));
            } catch (error) {
              toastRefusal(error);
              throw error;
            }
          }}
        />
      </section>

      <section aria-labelledby="own-questions-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="own-questions-heading" className="text-2xl font-bold">
            {t('question.heading')} <bdi className="text-base font-semibold text-muted">({t('counts', category.counts)})</bdi>
          </h2>
          {editing ? null : (
            <Button
              onClick={() => setEditing({ question: null, difficulty: DIFFICULTIES.find((d) => category.missing[d] > 0) ?? 'easy' })}
              data-testid="own-question-add"
            >
              <Plus aria-hidden />
              {t('question.add')}
            </Button>
          )}
        </div>
        {editing ? (
          <QuestionForm
            key={editing.question?.id ?? 'new'}
            language={category.language}
            question={editing.question}
            defaultDifficulty={editing.difficulty}
            pending={saveQuestion.isPending}
            onClose={() => setEditing(null)}
            onSubmit={async (body) => {
              try {
                await saveQuestion.mutateAsync({ id: editing.question?.id ?? null, body });
                toast.success(t(editing.question ? 'question.saved' : 'question.created'));
                setEditing(null);
              } catch (error) {
                toastRefusal(error);
                throw error;
              }
            }}
          />
        ) : null}
        {questions.length === 0 ? <p className="rounded-xl bg-white p-6 text-center text-muted">{t('question.none')}</p> : null}
        {DIFFICULTIES.map((difficulty) => {
          const ofDifficulty = questions.filter((question) => question.difficulty === difficulty);
          if (ofDifficulty.length === 0) return null;
          return (
            <div key={difficulty} className="flex flex-col gap-2">
              <h3 className="font-bold text-emerald-dark">{t(`question.difficulties.${difficulty}`)}</h3>
              <ul className="flex flex-col gap-2" data-testid={`own-questions-${difficulty}`}>
                {ofDifficulty.map((question, index) => {
                  const text = textOf(question);
                  const move = (direction: 'up' | 'down') => moveQuestion.mutate({ questionId: question.id, direction }, { onError: toastRefusal });
                  return (
                    <li key={question.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm" data-testid="own-question">
                      <div className="min-w-0 flex-1" lang={text.lang} dir={text.lang === 'ar' ? 'rtl' : 'ltr'}>
                        <p className="break-words font-semibold">{text.question}</p>
                        <p className="break-words text-sm text-muted">{text.answer}</p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={index === 0 || moveQuestion.isPending}
                          aria-label={`${t('question.moveUp')}: ${text.question ?? ''}`}
                          title={t('question.moveUp')}
                          onClick={() => move('up')}
                          data-testid="own-question-up"
                        >
                          <ArrowUp aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={index === ofDifficulty.length - 1 || moveQuestion.isPending}
                          aria-label={`${t('question.moveDown')}: ${text.question ?? ''}`}
                          title={t('question.moveDown')}
                          onClick={() => move('down')}
                          data-testid="own-question-down"
                        >
                          <ArrowDown aria-hidden />
                        </Button>
                        {waiting.has(question.id) ? (
                          <SuggestionBadge status="open" />
                        ) : (
                          <Button variant="ghost" size="sm" onClick={() => setQuestionToSuggest(question)} data-testid="own-question-suggest">
                            <Lightbulb aria-hidden />
                            {t('suggest:button')}
                          </Button>
                        )}
                        <Button variant="outline" size="sm" onClick={() => setEditing({ question, difficulty })}>
                          <Pencil aria-hidden />
                          {t('question.edit')}
                        </Button>
                        <Button variant="ghost" size="sm" className="text-danger" onClick={() => setQuestionToDelete(question)}>
                          <Trash2 aria-hidden />
                          {t('question.delete')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </section>

      <ImportPanel category={category} />

      <SharePanel categoryId={category.id} share={share} />
      <SuggestDialog categoryId={category.id} question={questionToSuggest} onClose={() => setQuestionToSuggest(null)} />

      <div className="flex justify-end border-t border-emerald/15 pt-4">
        <Button variant="danger" onClick={() => setConfirmDelete(true)} data-testid="own-category-delete">
          <Trash2 aria-hidden />
          {t('category.delete')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(open) => !remove.isPending && setConfirmDelete(open)}
        title={t('category.delete')}
        description={t('category.deleteConfirm', { name: category.name })}
        cancelLabel={t('category.cancel')}
        actions={
          <Button
            variant="danger"
            disabled={remove.isPending}
            data-testid="own-category-delete-confirm"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('category.deleted'));
                  void navigate('/my-categories');
                },
                onError: toastRefusal,
              })
            }
          >
            {t('category.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        open={questionToDelete !== null}
        onOpenChange={(open) => !open && !deleteQuestion.isPending && setQuestionToDelete(null)}
        title={t('question.delete')}
        description={questionToDelete ? t('question.deleteConfirm') : ''}
        cancelLabel={t('category.cancel')}
        actions={
          <Button
            variant="danger"
            disabled={deleteQuestion.isPending}
            data-testid="own-question-delete-confirm"
            onClick={() =>
              questionToDelete &&
              deleteQuestion.mutate(questionToDelete.id, {
                onSuccess: () => {
                  toast.success(t('question.deleted'));
                  setQuestionToDelete(null);
                },
                onError: toastRefusal,
              })
            }
          >
            {t('question.delete')}
          </Button>
        }
      />
    </div>
  );
}

export { MyCategoriesScreen as Component };
