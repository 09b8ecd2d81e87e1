import { FEEDBACK_STATUSES, type FeedbackStatus } from '@app/shared/contracts/admin';
import { inputClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useFeedbackInbox } from '../api/feedback/get-feedback';
import { useSetFeedbackStatus } from '../api/feedback/set-feedback-status';
import { ConsoleSection, LoadFailed } from './console-section';
import { feedbackSenderLine } from './feedback-sender';
import { SharedCategoryReport } from './shared-category-report';

/** Reports sent with the report-an-issue form, newest first, with a status per report. */
export function FeedbackInbox() {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('feedback');
  const language = useLanguage();
  const inbox = useFeedbackInbox();
  const setStatus = useSetFeedbackStatus();

  const change = (id: number, status: FeedbackStatus) => setStatus.mutate({ id, status }, { onError: () => toast.error(t('inbox.statusFailed')) });

  return (
    <ConsoleSection id="inbox" title={t('inbox.title')}>
      {inbox.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : inbox.isError ? (
        <LoadFailed onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <p className="text-muted">{t('inbox.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="feedback-inbox">
          {inbox.data.items.map((item) => (
            <li key={item.id} className="rounded-lg border border-emerald/15 p-4" data-testid={`report-${item.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-bold" dir="auto">
                    {item.title}
                  </p>
                  <p className="text-xs text-muted">
                    {formatDateTime(item.createdAt, language)} · {tf(`types.${item.type}`)} · {tf(`priorities.${item.priority}`)}
                  </p>
                </div>
                <label className="flex items-center gap-2 text-sm font-semibold">
                  {t('inbox.status')}
                  <select
                    className={`${inputClass} h-9 w-auto text-sm`}
                    value={item.status}
                    onChange={(e) => change(item.id, e.target.value as FeedbackStatus)}
                    data-testid={`report-status-${item.id}`}
                  >
                    {FEEDBACK_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`inbox.statuses.${status}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {item.sharedCategory ? <SharedCategoryReport category={item.sharedCategory} /> : null}
              <p className="mt-2 whitespace-pre-wrap text-sm" dir="auto">
                {item.content}
              </p>
              <p className="mt-2 text-xs text-muted" data-testid={`report-sender-${item.id}`}>
                {item.sender ? <bdi>{feedbackSenderLine(item.sender, language, t)}</bdi> : t('inbox.deletedSender')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
