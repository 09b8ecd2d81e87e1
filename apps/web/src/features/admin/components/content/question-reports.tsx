import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useQuestionReports } from '../../api/content/get-question-reports';
import { useSetQuestionReportStatus } from '../../api/content/set-question-report-status';
import { LoadFailed } from '../console-section';

/** Hosts' flags on questions, open ones first; each opens the question's editor. */
export function QuestionReports({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const reports = useQuestionReports();
  const setStatus = useSetQuestionReportStatus();
  if (reports.isPending) return <Skeleton className="h-24" />;
  if (reports.isError) return <LoadFailed onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) return <p className="text-muted">{t('studio.reports.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-emerald/10 rounded-lg border border-emerald/15" data-testid="question-reports">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {t(`studio.reports.reasons.${report.reason}`)}
              {report.status === 'resolved' ? <span className="ms-2 text-xs text-muted">{t('studio.reports.resolved')}</span> : null}
            </p>
            {report.note ? (
              <p dir="auto">
                <bdi>{report.note}</bdi>
              </p>
            ) : null}
            <p lang="ar" dir="rtl" className="text-sm text-muted">
              {report.questionAr}
            </p>
            <p className="text-sm" data-testid={`report-source-${report.id}`}>
              {report.source ? t('studio.reports.source', { source: '' }) : t('studio.reports.noSource')}
              {report.source ? <bdi dir="auto">{report.source}</bdi> : null}
            </p>
            <p className="text-xs text-muted">
              {t('studio.reports.by', { who: '' })}
              <bdi>{report.reporter ?? t('studio.reports.deleted')}</bdi> · {formatDateTime(report.createdAt, language)}
            </p>
          </div>
          <Button size="sm" variant="outline" onClick={() => onOpen(report.questionId)} data-testid={`open-reported-${report.questionId}`}>
            {t('studio.reports.open')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: report.id, status: report.status === 'open' ? 'resolved' : 'open' })}
          >
            {t(report.status === 'open' ? 'studio.reports.resolve' : 'studio.reports.reopen')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
