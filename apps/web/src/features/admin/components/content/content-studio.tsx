import { useState } from 'react';
import type { AdminQuestion } from '@app/shared/contracts/admin';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useAdminCategories } from '../../api/content/get-categories';
import { useAdminQuestion } from '../../api/content/get-question';
import { ConsoleSection, LoadFailed } from '../console-section';
import { CategoryManager } from './category-manager';
import { ContentFiles } from './content-files';
import { QuestionEditor } from './question-editor';
import { QuestionHealth } from './question-health';
import { QuestionList } from './question-list';
import { QuestionReports } from './question-reports';
import { SavedQuestion } from './saved-question';

const TABS = ['questions', 'categories', 'files', 'health', 'reports'] as const;
type Tab = (typeof TABS)[number];
type Editing = { id: number } | { newIn: number | null } | null;

/** The console's content studio: questions, categories, files, question health and reports, while the server runs. */
export function ContentStudio() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('questions');
  const [editing, setEditing] = useState<Editing>(null);
  const [justSaved, setJustSaved] = useState<AdminQuestion | null>(null);
  const categories = useAdminCategories();
  const editedId = editing && 'id' in editing ? editing.id : null;
  const edited = useAdminQuestion(editedId);
  const open = (id: number) => {
    setEditing({ id });
    setTab('questions');
  };

  return (
    <ConsoleSection id="content-studio" title={t('studio.title')} intro={t('studio.intro')}>
      <div role="tablist" aria-label={t('studio.title')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            data-testid={`studio-tab-${name}`}
            onClick={() => setTab(name)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold',
              tab === name ? 'border-emerald bg-emerald text-white' : 'border-emerald/30 text-emerald-dark',
            )}
          >
            {t(`studio.tabs.${name}`)}
          </button>
        ))}
      </div>
      {categories.isPending ? (
        <Skeleton className="h-40" />
      ) : categories.isError ? (
        <LoadFailed onRetry={() => void categories.refetch()} />
      ) : (
        <div role="tabpanel">
          {tab === 'questions' ? (
            <div className="flex flex-col gap-4">
              {editing && 'newIn' in editing ? (
                <QuestionEditor
                  question={null}
                  categories={categories.data.categories}
                  defaultCategoryId={editing.newIn}
                  onClose={() => setEditing(null)}
                  onSaved={setJustSaved}
                />
              ) : null}
              {editedId !== null && edited.data ? (
                <QuestionEditor
                  key={editedId}
                  question={edited.data}
                  categories={categories.data.categories}
                  defaultCategoryId={null}
                  onClose={() => setEditing(null)}
                  onSaved={setJustSaved}
                />
              ) : null}
              {justSaved && editing === null ? <SavedQuestion question={justSaved} onOpen={open} /> : null}
              <QuestionList categories={categories.data.categories} onOpen={open} onNew={(newIn) => setEditing({ newIn })} />
            </div>
          ) : null}
          {tab === 'categories' ? <CategoryManager categories={categories.data.categories} groups={categories.data.groups} /> : null}
          {tab === 'files' ? <ContentFiles categories={categories.data.categories} /> : null}
          {tab === 'health' ? <QuestionHealth onOpen={open} /> : null}
          {tab === 'reports' ? <QuestionReports onOpen={open} /> : null}
        </div>
      )}
    </ConsoleSection>
  );
}
