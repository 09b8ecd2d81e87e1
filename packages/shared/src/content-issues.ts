/**
 * Every problem a question-bank file can have, as a code with values and its English sentence
 * (the command line prints it; the console shows the sentence of its language, from its
 * catalogue: apps/web/src/locales/{en,ar}/admin.json studio.files.issue). `{{name}}` stands for
 * a value: a column or key (`field`), a value from the file, a place in the file (`other`).
 */
export const CONTENT_ISSUE_TEXT = {
  missing: '{{field}} is missing',
  missing_paired: '{{field}} is missing ({{other}} is given)',
  not_text: '{{field}} must be text',
  too_long: '{{field}} is too long ({{length}} characters; at most {{max}})',
  accepted_answer_empty: '{{field}} has an empty answer',
  accepted_answer_empty_csv: '{{field}} has an empty answer (separate answers with " | ")',
  accepted_answer_too_long: '{{field}}: "{{value}}" is too long ({{length}} characters; at most {{max}})',
  accepted_answer_separator: '{{field}}: "{{value}}" contains "|", which separates accepted answers in a spreadsheet',
  accepted_answers_list: '{{field}} must be a list of texts, e.g. ["al-Rida", "Ali ibn Musa"]',
  too_many_accepted_answers: '{{field}} has {{given}} answers (at most {{max}})',
  difficulty_unknown: 'unknown difficulty "{{value}}" (use easy, normal or hard)',
  not_boolean: '{{field}} must be true or false',
  sort_invalid: '{{field}} must be a whole number from 0',
  group_reserved: 'group "{{value}}" is reserved for categories without a group',
  slug_invalid: '{{field}} "{{value}}" is not a valid slug (lowercase letters, digits and single hyphens, e.g. imam-ali)',
  link_invalid: '{{field}} "{{value}}" is not a link (use https://... or a path starting with /)',
  group_twice: 'group "{{slug}}" is given twice (also {{other}})',
  category_twice: 'category "{{slug}}" is given twice (also {{other}})',
  group_differs: 'group "{{slug}}" has {{field}} "{{value}}" here but "{{current}}" on {{other}}',
  category_differs: 'category "{{slug}}" has {{field}} "{{value}}" here but "{{current}}" on {{other}}',
  duplicate_question: 'duplicate question in category "{{slug}}" (same {{field}} as {{other}})',
  id_invalid: 'id "{{value}}" is not a valid id (lowercase letters, digits and single hyphens, e.g. imam-ali-06)',
  id_twice: 'id "{{value}}" is also the id of {{other}}',
  csv_quote_not_closed: 'a quoted field is never closed (a " is missing)',
  csv_text_after_quote: 'text after the closing quote of a field (write "" for a quote inside a quoted field)',
  csv_quote_inside: 'a quote inside a field that does not start with one (put the field in quotes and write each quote twice)',
  csv_unreadable: 'this line cannot be read ({{detail}})',
  file_empty: 'the file is empty: the first row must name the columns ({{columns}}, ...)',
  column_unknown: 'unknown column "{{value}}" (the columns are: {{columns}})',
  column_twice: 'column "{{value}}" is given twice',
  column_missing: 'column "{{value}}" is missing',
  english_columns_pair: 'columns "question_en" and "answer_en" go together: give both or neither',
  no_questions: 'the file has a header row but no questions',
  field_count: '{{given}} fields where the header has {{columns}} (is a quote or a separator missing?)',
  json_invalid: 'not valid JSON ({{detail}})',
  json_shape: 'expected an object with a "categories" list (and optionally "groups"), as in the pack format',
  groups_not_list: '"groups" must be a list',
  not_object: 'must be an object',
  categories_empty: 'the "categories" list is empty',
  questions_not_list: '"questions" must be a list',
  new_group_missing: 'group "{{slug}}" is new: {{field}} is missing',
  new_category_missing: 'category "{{slug}}" is new: {{field}} is missing',
  group_unknown_csv: 'unknown group "{{value}}" (give {{field}} and {{other}} to create it)',
  group_unknown_json: 'unknown group "{{value}}" (add it to "groups" to create it)',
} as const;

export type ContentIssueCode = keyof typeof CONTENT_ISSUE_TEXT;
export type ContentIssueParams = Record<string, string | number>;

/** `{{name}}` in a sentence replaced by its value. */
export function fillIssueText(template: string, params: ContentIssueParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The English sentence of a problem. */
export const contentIssueText = (code: ContentIssueCode, params: ContentIssueParams = {}): string =>
  fillIssueText(CONTENT_ISSUE_TEXT[code], params);

/** A problem of a file: where (a CSV line "line 3", a JSON place "categories[0]", or "file"), what, and the English sentence. */
export type ContentIssue = { where: string; code: ContentIssueCode; params: ContentIssueParams; message: string };

export const contentIssue = (where: string, code: ContentIssueCode, params: ContentIssueParams = {}): ContentIssue => ({
  where,
  code,
  params,
  message: contentIssueText(code, params),
});
