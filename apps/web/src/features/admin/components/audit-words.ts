import type { AuditEntry } from '@app/shared/contracts/audit';
import type { TFunction } from '@/lib/i18n';

/** One field an operator changed, in words: its name and its value before and after. */
export type AuditFieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The action's name ("Player banned"); its code names it when the console has no words for it yet. */
export function auditActionName(action: string, t: TFunction): string {
  // Codes are dotted ("player.ban"); a catalogue key cannot hold a dot.
  return t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

/** What the change was made to, in words ("player #12", "the server settings"). */
export function auditTarget(target: string, t: TFunction): string {
  const separator = target.indexOf(':');
  const kind = separator < 0 ? target : target.slice(0, separator);
  const id = separator < 0 ? '' : target.slice(separator + 1);
  return t(`audit.targets.${kind}`, { id, defaultValue: target });
}

/** Fields whose values are codes, and where the console's words for those codes are. */
const VALUE_WORDS: Record<string, string> = { role: 'players.roles', how: 'operators.how', difficulty: 'questions.difficulties', decision: 'audit.suggestion_statuses' };

function valueText(field: string, value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('audit.empty_value');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string' && VALUE_WORDS[field] && /^\w+$/.test(value)) return t(`${VALUE_WORDS[field]}.${value}`, { defaultValue: value });
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(field, item, t)).join(t('audit.list_separator'));
  // A group of values (never raw JSON): each named, "Name in English: Karbala; Shown: Yes".
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${t(`audit.fields.${key}`, { defaultValue: key })}: ${valueText(key, inner, t)}`)
      .join(t('audit.group_separator'));
  }
  return String(value);
}

/**
 * The fields that differ between the values before and after, each named in the console's
 * language; a value added (before was nothing) or removed is listed too.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>, t: TFunction): AuditFieldChange[] {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field: t(`audit.fields.${field}`, { defaultValue: field }),
      before: valueText(field, before[field], t),
      after: valueText(field, after[field], t),
    }))
    .filter((change) => change.before !== change.after);
}

