import type { OwnImportIssue } from '@app/shared/contracts/own-import';
import type { TFunction } from '@/lib/i18n';

/** "Line 4, answer: required" in the user's language (the server's English sentence is for API callers and logs). */
export function importIssueText(t: TFunction, issue: OwnImportIssue): string {
  const place = issue.where.kind === 'file' ? t('import.place.file') : t(`import.place.${issue.where.kind}`, { n: issue.where.n });
  const what = t(`import.issues.${issue.code}`, issue.params);
  if (!issue.field) return t('import.issue', { place, what });
  const field = t(`import.fields.${issue.field.name}${issue.field.language ? `_${issue.field.language}` : ''}`);
  return t('import.issueWithField', { place, field, what });
}
