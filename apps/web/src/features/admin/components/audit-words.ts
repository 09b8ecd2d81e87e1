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

function valueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('audit.empty_value');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // A list of names or numbers (an occasion's categories) reads as a list, in its order.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(t('audit.listSeparator'));
  return JSON.stringify(value);
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
      before: valueText(before[field], t),
      after: valueText(after[field], t),
    }))
    .filter((change) => change.before !== change.after);
}

