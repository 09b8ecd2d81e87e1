import type { z } from 'zod';
import { UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import { contentIssue, type ContentIssue, type ContentIssueCode, type ContentIssueParams } from '@app/shared/content-issues';
import { SLUG_PATTERN, categoryFileSchema, cleanText, groupFieldsSchema, questionFieldsSchema, questionKey } from '@app/shared/question-bank';
import type { QuestionFieldValues } from '../question-columns';
import { fieldLabel, type ContentFormat, type FieldName } from './content-labels';
import { acceptedAnswers, active, asText, difficulty, isBlank, keptOrEmpty, sortOrder, unlessBlank, withoutUndefined } from './content-values';
import { describeIssue } from './describe-issue';

/**
 * A question-bank file read into one model, whichever its format. A field left undefined means
 * "not in the file": an import keeps what the database has (and uses the default when it creates
 * the row). null means "clear it".
 */
export type GroupInput = {
  where: string;
  slug: string;
  nameEn?: string;
  nameAr?: string;
  sortOrder?: number;
};

export type QuestionInput = QuestionFieldValues & {
  where: string;
  /** `category-slug#n`: the n-th question of its category in the file (messages name questions so). */
  ref: string;
  /** The stable id of a question of the shipped pack ("imam-ali-06"), which upgrades follow. */
  id?: string;
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
};

export type CategoryInput = {
  where: string;
  slug: string;
  nameEn?: string;
  nameAr?: string;
  /** A group slug, null for no group ('ungrouped'). */
  group?: string | null;
  descriptionEn?: string;
  descriptionAr?: string;
  image?: string | null;
  sortOrder?: number;
  questions: QuestionInput[];
};

export type ContentFile = { format: ContentFormat; groups: GroupInput[]; categories: CategoryInput[] };

export type ReadResult = { file: ContentFile; issues: ContentIssue[] };

/** Field names of the schema's keys where a message names them otherwise (a group's slug is the "group" column). */
const GROUP_NAMES: Partial<Record<string, FieldName>> = { slug: 'groupSlug', nameEn: 'groupNameEn', nameAr: 'groupNameAr' };
/**
 * Collects categories, groups and questions from either format, checking each with the
 * question bank's schema (every problem is reported, with where it is) and across rows
 * (duplicates, conflicting category names).
 */
export class ContentReader {
  readonly issues: ContentIssue[] = [];
  private readonly groups = new Map<string, GroupInput>();
  private readonly categories = new Map<string, CategoryInput>();
  private readonly questionWhere = new Map<string, string>();
  private readonly idWhere = new Map<string, string>();

  constructor(readonly format: ContentFormat) {}

  issue(where: string, code: ContentIssueCode, params: ContentIssueParams = {}): void {
    this.issues.push(contentIssue(where, code, params));
  }

  label(field: FieldName): string {
    return fieldLabel(this.format, field);
  }

  /** The schema's output, or undefined after reporting every problem. */
  private check<S extends z.ZodType>(
    where: string,
    schema: S,
    input: Record<string, unknown>,
    names?: Partial<Record<string, FieldName>>,
  ): z.output<S> | undefined {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const { code, params } = describeIssue(issue, input, this.format, names);
      this.issue(where, code, params);
    }
    return undefined;
  }

  /** Stores a group; the same slug given twice must agree. */
  addGroup(where: string, raw: { slug: unknown; nameEn: unknown; nameAr: unknown; sortOrder?: unknown }): void {
    const input = {
      slug: raw.slug === undefined || raw.slug === null ? '' : asText(raw.slug),
      nameEn: unlessBlank(raw.nameEn),
      nameAr: unlessBlank(raw.nameAr),
      sortOrder: sortOrder(raw.sortOrder),
    };
    const group = this.check(where, groupFieldsSchema, input, GROUP_NAMES);
    if (!group) return;
    const existing = this.groups.get(group.slug);
    if (!existing) {
      this.groups.set(group.slug, { where, ...withoutUndefined(group) });
      return;
    }
    if (this.format === 'json') {
      this.issue(where, 'group_twice', { slug: group.slug, other: existing.where });
      return;
    }
    this.agree(where, existing, 'nameEn', group.nameEn, 'groupNameEn', 'group_differs', group.slug);
    this.agree(where, existing, 'nameAr', group.nameAr, 'groupNameAr', 'group_differs', group.slug);
  }

  /** CSV rows repeat the category's fields: a value given on two rows must be the same. */
  private agree<T extends { where: string }, K extends keyof T & string>(
    where: string,
    target: T,
    key: K,
    value: T[K] | undefined,
    field: FieldName,
    code: 'group_differs' | 'category_differs',
    slug: string,
  ): void {
    if (value === undefined) return;
    const current = target[key];
    if (current === undefined) {
      target[key] = value;
    } else if (current !== value) {
      this.issue(where, code, { slug, field: this.label(field), value: String(value ?? ''), current: String(current ?? ''), other: target.where });
    }
  }

  /** Returns the category to add questions to, or undefined when its fields are unusable. */
  addCategory(
    where: string,
    raw: {
      slug: unknown;
      nameEn: unknown;
      nameAr: unknown;
      group: unknown;
      descriptionEn: unknown;
      descriptionAr: unknown;
      image: unknown;
      sortOrder?: unknown;
    },
  ): CategoryInput | undefined {
    const ungrouped = raw.group === null || (typeof raw.group === 'string' && cleanText(raw.group) === UNGROUPED_GROUP_SLUG);
    const input = {
      slug: raw.slug === undefined || raw.slug === null ? '' : asText(raw.slug),
      nameEn: unlessBlank(raw.nameEn),
      nameAr: unlessBlank(raw.nameAr),
      group: ungrouped ? null : unlessBlank(raw.group),
      descriptionEn: keptOrEmpty(this.format, raw.descriptionEn),
      descriptionAr: keptOrEmpty(this.format, raw.descriptionAr),
      image: this.format === 'csv' && raw.image === '' ? undefined : raw.image,
      sortOrder: sortOrder(raw.sortOrder),
    };
    const fields = this.check(where, categoryFileSchema, input);
    if (!fields) return undefined;
    const { slug, ...rest } = fields;
    const existing = this.categories.get(slug);
    if (!existing) {
      const category: CategoryInput = { where, slug, ...withoutUndefined(rest), questions: [] };
      this.categories.set(slug, category);
      return category;
    }
    if (this.format === 'json') {
      this.issue(where, 'category_twice', { slug, other: existing.where });
      return undefined;
    }
    this.agree(where, existing, 'nameEn', rest.nameEn, 'nameEn', 'category_differs', slug);
    this.agree(where, existing, 'nameAr', rest.nameAr, 'nameAr', 'category_differs', slug);
    this.agree(where, existing, 'group', rest.group, 'group', 'category_differs', slug);
    this.agree(where, existing, 'descriptionEn', rest.descriptionEn, 'descriptionEn', 'category_differs', slug);
    this.agree(where, existing, 'descriptionAr', rest.descriptionAr, 'descriptionAr', 'category_differs', slug);
    this.agree(where, existing, 'image', rest.image, 'image', 'category_differs', slug);
    return existing;
  }

  addQuestion(
    where: string,
    ref: string,
    category: CategoryInput | undefined,
    raw: {
      id?: unknown;
      difficulty: unknown;
      questionAr: unknown;
      answerAr: unknown;
      questionEn: unknown;
      answerEn: unknown;
      acceptedAnswersAr: unknown;
      acceptedAnswersEn: unknown;
      videoUrl: unknown;
      imageUrl: unknown;
      source: unknown;
      active: unknown;
    },
  ): void {
    const id = this.questionId(where, raw.id);
    const input = {
      difficulty: difficulty(raw.difficulty),
      questionAr: asText(raw.questionAr),
      answerAr: asText(raw.answerAr),
      questionEn: asText(raw.questionEn),
      answerEn: asText(raw.answerEn),
      acceptedAnswersAr: acceptedAnswers(this.format, raw.acceptedAnswersAr),
      acceptedAnswersEn: acceptedAnswers(this.format, raw.acceptedAnswersEn),
      videoUrl: raw.videoUrl,
      imageUrl: raw.imageUrl,
      source: asText(raw.source),
      active: active(raw.active),
    };
    const question = this.check(where, questionFieldsSchema, input);
    if (!category || id === false || !question) return;
    const key = questionKey(category.slug, question.questionAr);
    const first = this.questionWhere.get(key);
    if (first) {
      this.issue(where, 'duplicate_question', { slug: category.slug, field: this.label('questionAr'), other: first });
      return;
    }
    this.questionWhere.set(key, where);
    category.questions.push({ where, ref, ...(id ? { id } : {}), ...withoutUndefined(question) });
  }

  /** A question's stable id: undefined when not given, false when unusable or used twice. */
  private questionId(where: string, raw: unknown): string | undefined | false {
    if (isBlank(raw)) return undefined;
    const value = typeof raw === 'string' ? cleanText(raw) : '';
    if (!SLUG_PATTERN.test(value)) {
      this.issue(where, 'id_invalid', { value: String(raw) });
      return false;
    }
    const first = this.idWhere.get(value);
    if (first) {
      this.issue(where, 'id_twice', { value, other: first });
      return false;
    }
    this.idWhere.set(value, where);
    return value;
  }

  result(): ReadResult {
    return {
      file: { format: this.format, groups: [...this.groups.values()], categories: [...this.categories.values()] },
      issues: this.issues,
    };
  }
}
