import { DIFFICULTIES } from '@app/shared/constants';
import type { MismatchedQuestion } from '@app/shared/contracts/admin';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMismatchedQuestions } from '../../api/content/get-mismatched-questions';
import { useRelabelQuestion } from '../../api/content/relabel-question';
import { LoadFailed } from '../console-section';

const percent = (share: number) => Math.round(share * 100);

/** Questions whose plays on boards do not fit their label, with the label their plays suggest and a one-click relabel. */
export function QuestionHealth({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const health = useMismatchedQuestions();
  if (health.isPending) return <Skeleton className="h-24" />;
  if (health.isError) return <LoadFailed onRetry={() => void health.refetch()} />;
  const { bands, confidence, mismatched } = health.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('studio.health.intro', { confidence: percent(confidence) })}</p>
      <div className="text-sm" data-testid="health-bands">
        <p>{t('studio.health.bands')}</p>
        <ul className="flex flex-wrap gap-x-4">
          {DIFFICULTIES.map((difficulty) => (
            <li key={difficulty}>
              {t('studio.health.band', {
                label: t(`questions.difficulties.${difficulty}`),
                min: percent(bands[difficulty].min),
                max: percent(bands[difficulty].max),
              })}
            </li>
          ))}
        </ul>
      </div>
      {mismatched.length === 0 ? (
        <p>{t('studio.health.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-emerald/10 rounded-lg border border-emerald/15" data-testid="mismatched-questions">
          {mismatched.map((entry) => (
            <MismatchedRow key={entry.question.id} entry={entry} confidence={confidence} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MismatchedRow({ entry, confidence, onOpen }: { entry: MismatchedQuestion; confidence: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const relabel = useRelabelQuestion();
  const suggested = t(`questions.difficulties.${entry.suggested}`);
  const onRelabel = () =>
    relabel.mutate(
      { id: entry.question.id, difficulty: entry.suggested },
      { onSuccess: () => toast.success(t('studio.health.relabelled', { label: suggested })), onError: () => toast.error(t('studio.health.relabelFailed')) },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid={`mismatched-${entry.question.id}`}>
      <div className="min-w-0 flex-1">
        <p lang="ar" dir="rtl" className="font-semibold">
          {entry.question.questionAr}
        </p>
        <p className="text-xs text-muted">
          {t(`questions.difficulties.${entry.question.difficulty}`)} · {t('studio.health.played', { count: entry.played })} ·{' '}
          {t('studio.health.answeredShare', { share: percent(entry.answeredShare) })} · {t('studio.health.noOne', { count: entry.noOne })} ·{' '}
          {t('studio.health.interval', { confidence: percent(confidence), min: percent(entry.interval.min), max: percent(entry.interval.max) })}
        </p>
        <p className="text-sm font-semibold">{t('studio.health.suggested', { label: suggested })}</p>
      </div>
      <Button size="sm" disabled={relabel.isPending} onClick={onRelabel} data-testid={`relabel-${entry.question.id}`}>
        {t('studio.health.relabel', { label: suggested })}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onOpen(entry.question.id)}>
        {t('studio.edit')}
      </Button>
    </li>
  );
}
