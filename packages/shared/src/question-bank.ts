import { z } from 'zod';
import { CONTENT_LIMITS, DIFFICULTIES, MAX_ACCEPTED_ANSWERS, UNGROUPED_GROUP_SLUG } from './constants';

/**
 * The one definition of a valid question, category and group of the question bank, used by the
 * file import and the pack check (apps/server/src/modules/content/files), the console's API and
 * the console's forms. Messages are codes: the console translates them, the file reader turns
 * them (with zod's own issue codes: too_small, too_big, invalid_type) into English lines.
 *
 * A field that is undefined is "not given" (an import keeps the stored value); null clears it.
 */

/** Unicode NFC, every run of white space (line breaks and no-break spaces too) as one space, trimmed. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Lowercase letters, digits and single hyphens: imam-ali. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An http(s) address with a dotted host. A backslash anywhere is refused: browsers read it as a
 * slash, so `/\evil.example/x.png` or `https://a.example\@evil.example` would load from another host.
 */
export function isWebAddress(value: string): boolean {
  return !value.includes('\\') && /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);
}

/** A link: an http(s) address or a path on this site ("/categories/quran.svg"), never with a backslash. */
export function isContentLink(value: string): boolean {
  if (value.includes('\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return isWebAddress(value);
}

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).overwrite(cleanText).min(1, required).max(max, tooLong);

/** Optional text: an empty one is null (cleared). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: 'text_invalid' })
    .overwrite(cleanText)
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const linkSchema = z
  .string({ error: 'link_invalid' })
  .overwrite(cleanText)
  .max(CONTENT_LIMITS.url, 'link_too_long')
  .refine((value) => value === '' || isContentLink(value), 'link_invalid')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const slugSchema = z
  .string({ error: 'slug_required' })
  .overwrite(cleanText)
  .min(1, 'slug_required')
  .max(CONTENT_LIMITS.slug, 'slug_too_long')
  .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), 'slug_invalid');

/** Answers the host also accepts; [] clears them. "|" separates them in a spreadsheet, so none holds one. */
export const acceptedAnswersSchema = z
  .array(
    z
      .string({ error: 'accepted_answers_invalid' })
      .overwrite(cleanText)
      .min(1, 'accepted_answer_empty')
      .max(CONTENT_LIMITS.acceptedAnswer, 'accepted_answer_too_long')
      .refine((answer) => !answer.includes('|'), 'accepted_answer_separator'),
    { error: 'accepted_answers_invalid' },
  )
  .max(MAX_ACCEPTED_ANSWERS, 'too_many_accepted_answers');

export const difficultySchema = z.enum(DIFFICULTIES, { error: 'difficulty_invalid' });

/** A question's fields (without the rule across them: use questionFieldsSchema, or extend this and add requireEnglishPair). */
export const questionFields = z.object({
  difficulty: difficultySchema,
  questionAr: requiredText(CONTENT_LIMITS.question, 'question_required', 'question_too_long'),
  answerAr: requiredText(CONTENT_LIMITS.answer, 'answer_required', 'answer_too_long'),
  questionEn: optionalText(CONTENT_LIMITS.question, 'question_too_long'),
  answerEn: optionalText(CONTENT_LIMITS.answer, 'answer_too_long'),
  acceptedAnswersAr: acceptedAnswersSchema.optional(),
  acceptedAnswersEn: acceptedAnswersSchema.optional(),
  videoUrl: linkSchema,
  imageUrl: linkSchema,
  source: optionalText(CONTENT_LIMITS.source, 'source_too_long'),
  active: z.boolean({ error: 'active_invalid' }).optional(),
});

/**
 * The English version is optional, but then both its texts are given: the issue names the
 * missing one and, in params.pairedWith, the one that is given.
 */
export function requireEnglishPair(
  question: { questionEn?: string | null; answerEn?: string | null },
  context: z.RefinementCtx,
): void {
  const pair = [
    ['questionEn', 'answerEn', 'answer_required'],
    ['answerEn', 'questionEn', 'question_required'],
  ] as const;
  for (const [given, missing, message] of pair) {
    if (question[given] && !question[missing]) {
      context.addIssue({ code: 'custom', path: [missing], message, params: { pairedWith: given } });
    }
  }
}

/** A valid question. */
export const questionFieldsSchema = questionFields.superRefine(requireEnglishPair);
export type QuestionFields = z.output<typeof questionFieldsSchema>;

const sortOrderSchema = z
  .number({ error: 'sort_invalid' })
  .int('sort_invalid')
  .min(0, 'sort_invalid')
  .max(1_000_000, 'sort_invalid');

const descriptionSchema = z
  .string({ error: 'text_invalid' })
  .overwrite(cleanText)
  .max(CONTENT_LIMITS.description, 'description_too_long');

/** A category's fields. `group` is a group slug, or null for none ("ungrouped"). */
export const categoryFieldsSchema = z.object({
  slug: slugSchema,
  nameAr: requiredText(CONTENT_LIMITS.name, 'name_required', 'name_too_long'),
  nameEn: requiredText(CONTENT_LIMITS.name, 'name_required', 'name_too_long'),
  descriptionAr: descriptionSchema,
  descriptionEn: descriptionSchema,
  group: slugSchema.nullable(),
  image: linkSchema,
  sortOrder: sortOrderSchema,
});
export type CategoryFields = z.output<typeof categoryFieldsSchema>;

/** In a file, a category's fields other than its slug may be left out (an existing one keeps them). */
export const categoryFileSchema = categoryFieldsSchema.partial().required({ slug: true });

export const groupFieldsSchema = z.object({
  slug: slugSchema.refine((slug) => slug !== UNGROUPED_GROUP_SLUG, 'group_reserved'),
  nameAr: requiredText(CONTENT_LIMITS.name, 'name_required', 'name_too_long').optional(),
  nameEn: requiredText(CONTENT_LIMITS.name, 'name_required', 'name_too_long').optional(),
  sortOrder: sortOrderSchema.optional(),
});

/** Two questions are the same question when their Arabic text is the same after cleaning. */
export const questionKey = (categorySlug: string, questionAr: string) => `${categorySlug}\u0000${cleanText(questionAr)}`;
