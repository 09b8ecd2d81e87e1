import { useState } from 'react';
import type { AuditEntry } from '@app/shared/contracts/audit';
import { inputClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useAuditLog, type AuditFilter } from '../api/audit-api';
import { ConsoleSection, LoadFailed } from './console-section';

/** Every change made in the console: who, what, when, and the values before and after. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [filter, setFilter] = useState<AuditFilter>({ operator: '', action: '' });
  const log = useAuditLog(filter);
  const actionName = (action: string) => t(`audit.actions.${action}`, { defaultValue: action });

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
                <bdi className="font-mono text-xs text-muted" dir="ltr">
                  {entry.target}
                </bdi>
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

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  if (entry.before === null && entry.after === null) return null;
  return (
    <div className="mt-2 grid gap-2 md:grid-cols-2">
      {(['before', 'after'] as const).map((side) => (
        <div key={side} className="min-w-0">
          <p className="text-xs font-semibold text-muted">{t(`audit.${side}`)}</p>
          {/* Focusable so a keyboard user can scroll a long value. */}
          <pre
            dir="ltr"
            tabIndex={0}
            aria-label={t(`audit.${side}`)}
            className="max-h-40 overflow-auto rounded bg-ivory p-2 text-start text-xs whitespace-pre-wrap break-words"
            data-testid={`audit-${side}`}
          >
            {entry[side] === null ? '—' : JSON.stringify(entry[side], null, 2)}
          </pre>
        </div>
      ))}
    </div>
  );
}
