import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useMismatchedQuestions } from '../../api/content-api';
import { LoadFailed } from '../console-section';

/** Questions whose outcomes on boards do not fit their difficulty. */
export function QuestionHealth({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const health = useMismatchedQuestions();
  if (health.isPending) return <Skeleton className="h-24" />;
  if (health.isError) return <LoadFailed onRetry={() => void health.refetch()} />;
  const { minPlays, hardAnsweredAtLeast, easyAnsweredAtMost, mismatched } = health.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {t('studio.health.intro', { minPlays, hard: Math.round(hardAnsweredAtLeast * 100), easy: Math.round(easyAnsweredAtMost * 100) })}
      </p>
      {mismatched.length === 0 ? (
        <p>{t('studio.health.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-emerald/10 rounded-lg border border-emerald/15" data-testid="mismatched-questions">
          {mismatched.map((entry) => (
            <li key={entry.question.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p lang="ar" dir="rtl" className="font-semibold">
                  {entry.question.questionAr}
                </p>
                <p className="text-xs text-muted">
                  {t(`questions.difficulties.${entry.question.difficulty}`)} · {t('studio.health.played', { count: entry.played })} ·{' '}
                  {t('studio.health.answeredShare', { share: Math.round(entry.answeredShare * 100) })} · {t('studio.health.noOne', { count: entry.noOne })}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => onOpen(entry.question.id)}>
                {t('studio.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
