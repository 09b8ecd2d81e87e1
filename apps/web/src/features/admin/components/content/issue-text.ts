import type { ContentFileIssue } from '@app/shared/contracts/content-files';
import type { TFunction } from '@/lib/i18n';

const LINE = /^line (\d+)$/;

/** A place in a file in the console's language: "line 3" of a CSV; a JSON place as written. */
export function issuePlace(where: string, t: TFunction): string {
  const line = LINE.exec(where)?.[1];
  return line ? t('studio.files.line', { line }) : where;
}

/** A file's problem in the console's language (the server's English sentence for a code the catalogue lacks). */
export function issueText(issue: ContentFileIssue, t: TFunction): string {
  const params = Object.fromEntries(Object.entries(issue.params).map(([name, value]) => [name, typeof value === 'string' ? issuePlace(value, t) : value]));
  return t(`studio.files.issue.${issue.code}`, { ...params, defaultValue: issue.message });
}
