import { useState } from 'react';
import type { AuditEntry } from '@app/shared/contracts/audit';
import { inputClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useAuditLog, type AuditFilter } from '../api/audit/get-audit-log';
import { auditActionName, auditChanges, auditTarget } from './audit-words';
import { ConsoleSection, LoadFailed } from './console-section';

/** Every change made in the console: who, what, when, and the values before and after. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState<AuditFilter>({ operator: '', action: '' });
  const log = useAuditLog(filter);
  const actionName = (action: string) => auditActionName(action, t);

  return (
    <ConsoleSection id="audit" title={t('audit.title')} intro={t('audit.intro')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm font-semibold">
          {t('audit.operator')}
          <select
            className={`${inputClass} h-9 w-auto text-sm`}
            value={filter.operator}
            onChange={(e) => setFilter((f) => ({ ...f, operator: e.target.value }))}
            data-testid="audit-operator"
          >
            <option value="">{t('audit.everyone')}</option>
            {log.data?.operators.map((operator) => (
              <option key={operator.id} value={String(operator.id)}>
                {operator.email}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          {t('audit.action')}
          <select
            className={`${inputClass} h-9 w-auto text-sm`}
            value={filter.action}
            onChange={(e) => setFilter((f) => ({ ...f, action: e.target.value }))}
            data-testid="audit-action"
          >
            <option value="">{t('audit.allActions')}</option>
            {log.data?.actions.map((action) => (
              <option key={action} value={action}>
                {actionName(action)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isPending ? (
        <Skeleton className="h-24" />
      ) : log.isError ? (
        <LoadFailed onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-muted">{t('audit.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="audit-entries">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-emerald/15 p-3 text-sm" data-testid="audit-entry" data-action={entry.action}>
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <span className="font-bold">{actionName(entry.action)}</span>
                <span data-testid="audit-target">{auditTarget(entry.target, t)}</span>
                <span className="text-muted">
                  <bdi>{entry.operator.email}</bdi> · {formatDateTime(entry.createdAt, language)}
                </span>
              </p>
              <Change entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}

/** The fields the change touched, each with its value before and after, in the console's language. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = auditChanges(entry, t);
  if (changes.length === 0) return null;
  return (
    <table className="mt-2 w-full table-fixed text-start text-xs" data-testid="audit-changes">
      <thead className="text-muted">
        <tr>
          <th scope="col" className="w-1/4 pe-2 text-start font-semibold">
            {t('audit.changed')}
          </th>
          <th scope="col" className="pe-2 text-start font-semibold">
            {t('audit.before')}
          </th>
          <th scope="col" className="text-start font-semibold">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-t border-emerald/10 align-top" data-testid="audit-change">
            <th scope="row" className="pe-2 text-start font-semibold">
              {change.field}
            </th>
            <td className="pe-2 break-words">
              <bdi>{change.before}</bdi>
            </td>
            <td className="break-words">
              <bdi>{change.after}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
