import type { z } from 'zod';
import { CONTENT_LIMITS, MAX_ACCEPTED_ANSWERS } from '@app/shared/constants';
import type { ContentIssueCode, ContentIssueParams } from '@app/shared/content-issues';
import { cleanText } from '@app/shared/question-bank';
import { fieldLabel, type ContentFormat, type FieldName } from './content-labels';

const shown = (value: unknown) => (typeof value === 'string' ? cleanText(value) : String(value));
const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && cleanText(value) === '');

/**
 * One problem found by the question bank's schema (packages/shared/src/question-bank.ts), as a
 * file's reader says it: the field's name in that format, the value, the rule broken (a code of
 * CONTENT_ISSUE_TEXT with its values).
 * `input` is what was given to the schema; `names` maps its keys to the fields of the messages.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  input: Record<string, unknown>,
  format: ContentFormat,
  names: Partial<Record<string, FieldName>> = {},
): { code: ContentIssueCode; params: ContentIssueParams } {
  const [key, index] = issue.path as [string, number | undefined];
  const label = (k: string) => fieldLabel(format, names[k] ?? (k as FieldName));
  const name = label(key);
  const value = input[key];
  const params = 'params' in issue ? (issue.params as { pairedWith?: string } | undefined) : undefined;
  if (params?.pairedWith) return { code: 'missing_paired', params: { field: name, other: label(params.pairedWith) } };

  if (index !== undefined) {
    const item = shown((value as unknown[])[index]);
    switch (issue.message) {
      case 'accepted_answer_empty':
        return { code: format === 'csv' ? 'accepted_answer_empty_csv' : 'accepted_answer_empty', params: { field: name } };
      case 'accepted_answer_too_long':
        return { code: 'accepted_answer_too_long', params: { field: name, value: item, length: item.length, max: CONTENT_LIMITS.acceptedAnswer } };
      case 'accepted_answer_separator':
        return { code: 'accepted_answer_separator', params: { field: name, value: item } };
      default:
        return { code: 'accepted_answers_list', params: { field: name } };
    }
  }
  switch (issue.message) {
    case 'accepted_answers_invalid':
      return { code: 'accepted_answers_list', params: { field: name } };
    case 'too_many_accepted_answers':
      return { code: 'too_many_accepted_answers', params: { field: name, given: (value as unknown[]).length, max: MAX_ACCEPTED_ANSWERS } };
    case 'difficulty_invalid':
      return isMissing(value) ? { code: 'missing', params: { field: name } } : { code: 'difficulty_unknown', params: { value: shown(value) } };
    case 'active_invalid':
      return { code: 'not_boolean', params: { field: name } };
    case 'sort_invalid':
      return { code: 'sort_invalid', params: { field: name } };
    case 'group_reserved':
      return { code: 'group_reserved', params: { value: shown(value) } };
    case 'slug_invalid':
      return { code: 'slug_invalid', params: { field: name, value: shown(value) } };
    case 'link_invalid':
      if (typeof value === 'string') return { code: 'link_invalid', params: { field: name, value: shown(value) } };
      break;
  }
  if (issue.code === 'too_big') {
    const length = typeof value === 'string' ? cleanText(value).length : 0;
    return { code: 'too_long', params: { field: name, length, max: Number(issue.maximum) } };
  }
  if (isMissing(value)) return { code: 'missing', params: { field: name } };
  return { code: 'not_text', params: { field: name } };
}
