import { CONTENT_LIMITS, DIFFICULTIES, MAX_ACCEPTED_ANSWERS, UNGROUPED_GROUP_SLUG, type Difficulty } from '@app/shared/constants';
import { parseCsv } from './csv';

/**
 * A question-bank file (CSV or the JSON pack format, see docs/content-format.md) read into one
 * model. A field left undefined means "not in the file": an import keeps what the database has
 * (and uses the default when it creates the row). null means "clear it".
 */
export type ContentFormat = 'csv' | 'json';

export type ContentIssue = { where: string; message: string };

export type GroupInput = {
  where: string;
  slug: string;
  nameEn?: string;
  nameAr?: string;
  sortOrder?: number;
};

export type QuestionInput = {
  where: string;
  /** `category-slug#n`: the n-th question of its category in the file (messages name questions so). */
  ref: string;
  /** The stable id of a question of the shipped pack ("imam-ali-06"), which upgrades follow. */
  id?: string;
  difficulty: Difficulty;
  questionAr: string;
  answerAr: string;
  questionEn?: string | null;
  answerEn?: string | null;
  /** Other answers the host also accepts; [] clears them. */
  acceptedAnswersAr?: string[];
  acceptedAnswersEn?: string[];
  videoUrl?: string | null;
  imageUrl?: string | null;
  source?: string | null;
  active?: boolean;
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

/** The column of a CSV file, or the key of a JSON pack, for each field (used in messages). */
const LABELS = {
  csv: {
    slug: 'category',
    nameEn: 'category_name_en',
    nameAr: 'category_name_ar',
    group: 'group',
    groupNameEn: 'group_name_en',
    groupNameAr: 'group_name_ar',
    groupSlug: 'group',
    descriptionEn: 'category_description_en',
    descriptionAr: 'category_description_ar',
    image: 'category_image',
    sortOrder: 'sort_order',
    id: 'id',
    difficulty: 'difficulty',
    questionAr: 'question_ar',
    answerAr: 'answer_ar',
    questionEn: 'question_en',
    answerEn: 'answer_en',
    acceptedAnswersAr: 'accepted_answers_ar',
    acceptedAnswersEn: 'accepted_answers_en',
    videoUrl: 'video_url',
    imageUrl: 'image_url',
    source: 'source',
    active: 'active',
  },
  json: {
    slug: 'slug',
    nameEn: 'nameEn',
    nameAr: 'nameAr',
    group: 'group',
    groupNameEn: 'nameEn',
    groupNameAr: 'nameAr',
    groupSlug: 'slug',
    descriptionEn: 'descriptionEn',
    descriptionAr: 'descriptionAr',
    image: 'image',
    sortOrder: 'sortOrder',
    id: 'id',
    difficulty: 'difficulty',
    questionAr: 'questionAr',
    answerAr: 'answerAr',
    questionEn: 'questionEn',
    answerEn: 'answerEn',
    acceptedAnswersAr: 'acceptedAnswersAr',
    acceptedAnswersEn: 'acceptedAnswersEn',
    videoUrl: 'videoUrl',
    imageUrl: 'imageUrl',
    source: 'source',
    active: 'active',
  },
} as const;
export type FieldName = keyof (typeof LABELS)['csv'];
export const fieldLabel = (format: ContentFormat, field: FieldName): string => LABELS[format][field];

/** The CSV columns, in the order an export writes them. */
export const CSV_COLUMNS = [
  'category',
  'category_name_ar',
  'category_name_en',
  'group',
  'group_name_ar',
  'group_name_en',
  'category_description_ar',
  'category_description_en',
  'category_image',
  'difficulty',
  'question_ar',
  'answer_ar',
  'question_en',
  'answer_en',
  'accepted_answers_ar',
  'accepted_answers_en',
  'video_url',
  'image_url',
  'source',
  'active',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: CsvColumn[] = ['category', 'difficulty', 'question_ar', 'answer_ar'];

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  normal: 'normal',
  medium: 'normal',
  hard: 'hard',
  'سهل': 'easy',
  'متوسط': 'normal',
  'صعب': 'hard',
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TRUE_WORDS = new Set(['true', 'yes', '1', 'نعم']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'لا']);

/** Accepted answers in one CSV field: "al-Rida | Ali ibn Musa". */
export const ACCEPTED_ANSWERS_SEPARATOR = ' | ';

/** Unicode NFC, every run of white space (including line breaks and no-break spaces) as one space, trimmed. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Two questions are the same question when their Arabic text is the same after cleaning. */
export const questionKey = (categorySlug: string, questionAr: string) => `${categorySlug}\u0000${cleanText(questionAr)}`;

const isUrl = (value: string) => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Collects categories, groups and questions from either format, checking each value as it
 * comes (every problem is reported, with where it is) and across rows (duplicates, conflicting
 * category names).
 */
class ContentReader {
  readonly issues: ContentIssue[] = [];
  private readonly groups = new Map<string, GroupInput>();
  private readonly categories = new Map<string, CategoryInput>();
  private readonly questionWhere = new Map<string, string>();
  private readonly idWhere = new Map<string, string>();

  constructor(readonly format: ContentFormat) {}

  issue(where: string, message: string): void {
    this.issues.push({ where, message });
  }

  label(field: FieldName): string {
    return fieldLabel(this.format, field);
  }

  /** A text value: undefined when absent; null when empty and not required; checked against max. */
  text(
    where: string,
    field: FieldName,
    raw: unknown,
    options: { required?: boolean; max: number; emptyIs?: 'null' | 'absent' | 'empty' },
  ): string | null | undefined | false {
    if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw); // e.g. "answerAr": 114
    if (raw === undefined || raw === null || (typeof raw === 'string' && cleanText(raw) === '')) {
      if (options.required) {
        this.issue(where, `${this.label(field)} is missing`);
        return false;
      }
      if (raw === undefined) return undefined;
      return options.emptyIs === 'absent' ? undefined : options.emptyIs === 'empty' ? '' : null;
    }
    if (typeof raw !== 'string') {
      this.issue(where, `${this.label(field)} must be text`);
      return false;
    }
    const value = cleanText(raw);
    if (value.length > options.max) {
      this.issue(where, `${this.label(field)} is too long (${value.length} characters; at most ${options.max})`);
      return false;
    }
    return value;
  }

  slug(where: string, field: FieldName, raw: unknown, required: boolean): string | undefined | false {
    const value = this.text(where, field, raw, { required, max: CONTENT_LIMITS.slug, emptyIs: 'absent' });
    if (value === false || value === undefined || value === null) return value === null ? undefined : value;
    if (!SLUG.test(value)) {
      this.issue(where, `${this.label(field)} "${value}" is not a valid slug (lowercase letters, digits and single hyphens, e.g. imam-ali)`);
      return false;
    }
    return value;
  }

  url(where: string, field: FieldName, raw: unknown): string | null | undefined | false {
    const value = this.text(where, field, raw, { max: CONTENT_LIMITS.url });
    if (typeof value === 'string' && !isUrl(value)) {
      this.issue(where, `${this.label(field)} "${value}" is not a link (use https://... or a path starting with /)`);
      return false;
    }
    return value;
  }

  /**
   * Accepted answers: a list (JSON) or one field separated by "|" (CSV). undefined when absent,
   * [] when empty or null (clears them), false when unusable.
   */
  acceptedAnswers(where: string, field: 'acceptedAnswersAr' | 'acceptedAnswersEn', raw: unknown): string[] | undefined | false {
    if (raw === undefined) return undefined;
    if (raw === null || raw === '') return [];
    let items: unknown[];
    if (this.format === 'csv' && typeof raw === 'string') items = raw.split('|');
    else if (Array.isArray(raw)) items = raw;
    else {
      this.issue(where, `${this.label(field)} must be a list of texts, e.g. ["al-Rida", "Ali ibn Musa"]`);
      return false;
    }
    const answers: string[] = [];
    let ok = true;
    for (const item of items) {
      const value = typeof item === 'number' && Number.isFinite(item) ? String(item) : item;
      if (typeof value !== 'string' || cleanText(value) === '') {
        this.issue(where, `${this.label(field)} has an empty answer${this.format === 'csv' ? ' (separate answers with " | ")' : ''}`);
        ok = false;
        continue;
      }
      const answer = cleanText(value);
      if (this.format === 'json' && answer.includes('|')) {
        this.issue(where, `${this.label(field)}: "${answer}" contains "|", which separates accepted answers in a spreadsheet`);
        ok = false;
      } else if (answer.length > CONTENT_LIMITS.acceptedAnswer) {
        this.issue(where, `${this.label(field)}: "${answer}" is too long (${answer.length} characters; at most ${CONTENT_LIMITS.acceptedAnswer})`);
        ok = false;
      }
      answers.push(answer);
    }
    if (answers.length > MAX_ACCEPTED_ANSWERS) {
      this.issue(where, `${this.label(field)} has ${answers.length} answers (at most ${MAX_ACCEPTED_ANSWERS})`);
      ok = false;
    }
    return ok ? answers : false;
  }

  sortOrder(where: string, raw: unknown): number | undefined | false {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
      this.issue(where, `${this.label('sortOrder')} must be a whole number from 0`);
      return false;
    }
    return value;
  }

  /** Stores a group; the same slug given twice must agree. */
  addGroup(where: string, raw: { slug: unknown; nameEn: unknown; nameAr: unknown; sortOrder?: unknown }): void {
    const slug = this.slug(where, 'groupSlug', raw.slug, true);
    const nameEn = this.text(where, 'groupNameEn', raw.nameEn, { max: CONTENT_LIMITS.name, emptyIs: 'absent' });
    const nameAr = this.text(where, 'groupNameAr', raw.nameAr, { max: CONTENT_LIMITS.name, emptyIs: 'absent' });
    const sortOrder = this.sortOrder(where, raw.sortOrder);
    if (!slug || nameEn === false || nameAr === false || sortOrder === false) return;
    if (slug === UNGROUPED_GROUP_SLUG) {
      this.issue(where, `group "${UNGROUPED_GROUP_SLUG}" is reserved for categories without a group`);
      return;
    }
    const existing = this.groups.get(slug);
    if (!existing) {
      this.groups.set(slug, {
        where,
        slug,
        ...(nameEn ? { nameEn } : {}),
        ...(nameAr ? { nameAr } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
      });
      return;
    }
    if (this.format === 'json') {
      this.issue(where, `group "${slug}" is given twice (also ${existing.where})`);
      return;
    }
    this.agree(where, existing, 'nameEn', nameEn ?? undefined, 'groupNameEn', `group "${slug}"`);
    this.agree(where, existing, 'nameAr', nameAr ?? undefined, 'groupNameAr', `group "${slug}"`);
  }

  /** CSV rows repeat the category's fields: a value given on two rows must be the same. */
  private agree<T extends { where: string }, K extends keyof T & string>(
    where: string,
    target: T,
    key: K,
    value: T[K] | undefined,
    field: FieldName,
    what: string,
  ): void {
    if (value === undefined) return;
    const current = target[key];
    if (current === undefined) {
      target[key] = value;
    } else if (current !== value) {
      this.issue(
        where,
        `${what} has ${this.label(field)} "${String(value ?? '')}" here but "${String(current ?? '')}" on ${target.where}`,
      );
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
    const slug = this.slug(where, 'slug', raw.slug, true);
    const nameEn = this.text(where, 'nameEn', raw.nameEn, { max: CONTENT_LIMITS.name, emptyIs: 'absent' });
    const nameAr = this.text(where, 'nameAr', raw.nameAr, { max: CONTENT_LIMITS.name, emptyIs: 'absent' });
    let group: string | null | undefined | false;
    if (raw.group === null || (typeof raw.group === 'string' && cleanText(raw.group) === UNGROUPED_GROUP_SLUG)) group = null;
    else group = this.slug(where, 'group', raw.group, false);
    const description = this.format === 'csv' ? 'absent' : 'empty';
    const descriptionEn = this.text(where, 'descriptionEn', raw.descriptionEn, { max: CONTENT_LIMITS.description, emptyIs: description });
    const descriptionAr = this.text(where, 'descriptionAr', raw.descriptionAr, { max: CONTENT_LIMITS.description, emptyIs: description });
    const image =
      this.format === 'csv' && raw.image === '' ? undefined : this.url(where, 'image', raw.image);
    const sortOrder = this.sortOrder(where, raw.sortOrder);
    if (
      !slug ||
      nameEn === false ||
      nameAr === false ||
      group === false ||
      descriptionEn === false ||
      descriptionAr === false ||
      image === false ||
      sortOrder === false
    ) {
      return undefined;
    }
    const fields = {
      nameEn: nameEn ?? undefined,
      nameAr: nameAr ?? undefined,
      group,
      descriptionEn: descriptionEn ?? undefined,
      descriptionAr: descriptionAr ?? undefined,
      image,
      sortOrder,
    };
    const existing = this.categories.get(slug);
    if (!existing) {
      const category: CategoryInput = { where, slug, questions: [] };
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(category, { [key]: value });
      }
      this.categories.set(slug, category);
      return category;
    }
    if (this.format === 'json') {
      this.issue(where, `category "${slug}" is given twice (also ${existing.where})`);
      return undefined;
    }
    const what = `category "${slug}"`;
    this.agree(where, existing, 'nameEn', fields.nameEn, 'nameEn', what);
    this.agree(where, existing, 'nameAr', fields.nameAr, 'nameAr', what);
    this.agree(where, existing, 'group', fields.group, 'group', what);
    this.agree(where, existing, 'descriptionEn', fields.descriptionEn, 'descriptionEn', what);
    this.agree(where, existing, 'descriptionAr', fields.descriptionAr, 'descriptionAr', what);
    this.agree(where, existing, 'image', fields.image, 'image', what);
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
    const difficulty = this.difficulty(where, raw.difficulty);
    const questionAr = this.text(where, 'questionAr', raw.questionAr, { required: true, max: CONTENT_LIMITS.question });
    const answerAr = this.text(where, 'answerAr', raw.answerAr, { required: true, max: CONTENT_LIMITS.answer });
    const questionEn = this.text(where, 'questionEn', raw.questionEn, { max: CONTENT_LIMITS.question });
    const answerEn = this.text(where, 'answerEn', raw.answerEn, { max: CONTENT_LIMITS.answer });
    const acceptedAnswersAr = this.acceptedAnswers(where, 'acceptedAnswersAr', raw.acceptedAnswersAr);
    const acceptedAnswersEn = this.acceptedAnswers(where, 'acceptedAnswersEn', raw.acceptedAnswersEn);
    const videoUrl = this.url(where, 'videoUrl', raw.videoUrl);
    const imageUrl = this.url(where, 'imageUrl', raw.imageUrl);
    const source = this.text(where, 'source', raw.source, { max: CONTENT_LIMITS.source });
    const active = this.active(where, raw.active);
    let englishOk = true;
    if (typeof questionEn === 'string' && (answerEn === null || answerEn === undefined)) {
      this.issue(where, `${this.label('answerEn')} is missing (${this.label('questionEn')} is given)`);
      englishOk = false;
    } else if (typeof answerEn === 'string' && (questionEn === null || questionEn === undefined)) {
      this.issue(where, `${this.label('questionEn')} is missing (${this.label('answerEn')} is given)`);
      englishOk = false;
    }
    if (
      !category ||
      id === false ||
      !difficulty ||
      !questionAr ||
      !answerAr ||
      questionEn === false ||
      answerEn === false ||
      acceptedAnswersAr === false ||
      acceptedAnswersEn === false ||
      videoUrl === false ||
      imageUrl === false ||
      source === false ||
      active === false ||
      !englishOk
    ) {
      return;
    }
    const key = questionKey(category.slug, questionAr);
    const first = this.questionWhere.get(key);
    if (first) {
      this.issue(where, `duplicate question in category "${category.slug}" (same ${this.label('questionAr')} as ${first})`);
      return;
    }
    this.questionWhere.set(key, where);
    const question: QuestionInput = { where, ref, ...(id ? { id } : {}), difficulty, questionAr, answerAr };
    const optional = { questionEn, answerEn, acceptedAnswersAr, acceptedAnswersEn, videoUrl, imageUrl, source };
    for (const [k, value] of Object.entries(optional)) {
      if (value !== undefined) Object.assign(question, { [k]: value });
    }
    if (active !== undefined) question.active = active === 'yes';
    category.questions.push(question);
  }

  /** A question's stable id: undefined when not given, false when unusable or used twice. */
  private questionId(where: string, raw: unknown): string | undefined | false {
    const value = this.text(where, 'id', raw, { max: CONTENT_LIMITS.slug, emptyIs: 'absent' });
    if (value === false || value === undefined || value === null) return value ?? undefined;
    if (!SLUG.test(value)) {
      this.issue(where, `id "${value}" is not a valid id (lowercase letters, digits and single hyphens, e.g. imam-ali-06)`);
      return false;
    }
    const first = this.idWhere.get(value);
    if (first) {
      this.issue(where, `id "${value}" is also the id of ${first}`);
      return false;
    }
    this.idWhere.set(value, where);
    return value;
  }

  private difficulty(where: string, raw: unknown): Difficulty | undefined {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      this.issue(where, `${this.label('difficulty')} is missing`);
      return undefined;
    }
    const word = typeof raw === 'string' ? cleanText(raw).toLowerCase() : '';
    const difficulty = DIFFICULTY_WORDS[word];
    if (!difficulty) {
      this.issue(where, `unknown difficulty "${typeof raw === 'string' ? cleanText(raw) : String(raw)}" (use ${DIFFICULTIES.join(', ').replace(/, (\w+)$/, ' or $1')})`);
    }
    return difficulty;
  }

  /** 'yes' / 'no', undefined when not given, false when unreadable. */
  private active(where: string, raw: unknown): 'yes' | 'no' | undefined | false {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (typeof raw === 'boolean') return raw ? 'yes' : 'no';
    const word = typeof raw === 'string' ? cleanText(raw).toLowerCase() : '';
    if (TRUE_WORDS.has(word)) return 'yes';
    if (FALSE_WORDS.has(word)) return 'no';
    this.issue(where, `${this.label('active')} must be true or false`);
    return false;
  }

  result(): ReadResult {
    return {
      file: { format: this.format, groups: [...this.groups.values()], categories: [...this.categories.values()] },
      issues: this.issues,
    };
  }
}

/** Reads a CSV file: a header row naming the columns (any order), then one question per row. */
export function readCsv(text: string): ReadResult {
  const reader = new ContentReader('csv');
  const { records, problems } = parseCsv(text);
  for (const problem of problems) reader.issue(`line ${problem.line}`, problem.message);
  const [header, ...rows] = records;
  if (!header) {
    reader.issue('line 1', `the file is empty: the first row must name the columns (${REQUIRED_COLUMNS.join(', ')}, ...)`);
    return reader.result();
  }
  const columns = header.fields.map((name) => cleanText(name).toLowerCase());
  const index = new Map<CsvColumn, number>();
  let headerOk = true;
  columns.forEach((name, i) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      reader.issue(`line ${header.line}`, `unknown column "${name}" (the columns are: ${CSV_COLUMNS.join(', ')})`);
      headerOk = false;
    } else if (index.has(name as CsvColumn)) {
      reader.issue(`line ${header.line}`, `column "${name}" is given twice`);
      headerOk = false;
    } else {
      index.set(name as CsvColumn, i);
    }
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!index.has(required)) {
      reader.issue(`line ${header.line}`, `column "${required}" is missing`);
      headerOk = false;
    }
  }
  if (index.has('question_en') !== index.has('answer_en')) {
    reader.issue(`line ${header.line}`, 'columns "question_en" and "answer_en" go together: give both or neither');
    headerOk = false;
  }
  if (!headerOk) return reader.result();
  if (rows.length === 0) reader.issue(`line ${header.line}`, 'the file has a header row but no questions');
  const perCategory = new Map<string, number>();

  for (const record of rows) {
    const where = `line ${record.line}`;
    if (record.fields.length !== columns.length) {
      reader.issue(where, `${record.fields.length} fields where the header has ${columns.length} (is a quote or a separator missing?)`);
      continue;
    }
    const get = (column: CsvColumn): string | undefined => {
      const i = index.get(column);
      return i === undefined ? undefined : record.fields[i];
    };
    const groupSlug = get('group');
    const groupNameEn = get('group_name_en');
    const groupNameAr = get('group_name_ar');
    if (groupSlug && SLUG.test(cleanText(groupSlug)) && cleanText(groupSlug) !== UNGROUPED_GROUP_SLUG && (groupNameEn || groupNameAr)) {
      reader.addGroup(where, { slug: groupSlug, nameEn: groupNameEn, nameAr: groupNameAr });
    }
    const category = reader.addCategory(where, {
      slug: get('category'),
      nameEn: get('category_name_en'),
      nameAr: get('category_name_ar'),
      group: groupSlug === '' ? undefined : groupSlug,
      descriptionEn: get('category_description_en'),
      descriptionAr: get('category_description_ar'),
      image: get('category_image'),
    });
    const slug = cleanText(get('category') ?? '');
    perCategory.set(slug, (perCategory.get(slug) ?? 0) + 1);
    reader.addQuestion(where, `${slug}#${perCategory.get(slug)}`, category, {
      difficulty: get('difficulty'),
      questionAr: get('question_ar'),
      answerAr: get('answer_ar'),
      questionEn: get('question_en'),
      answerEn: get('answer_en'),
      acceptedAnswersAr: get('accepted_answers_ar'),
      acceptedAnswersEn: get('accepted_answers_en'),
      videoUrl: get('video_url'),
      imageUrl: get('image_url'),
      source: get('source'),
      active: get('active'),
    });
  }
  return reader.result();
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the JSON pack format (apps/server/content/README.md): { groups: [...], categories: [...] }. */
export function readJson(text: string): ReadResult {
  const reader = new ContentReader('json');
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    reader.issue('file', `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    return reader.result();
  }
  if (!isObject(data) || !Array.isArray(data.categories)) {
    reader.issue('file', 'expected an object with a "categories" list (and optionally "groups"), as in the pack format');
    return reader.result();
  }
  if (data.groups !== undefined && !Array.isArray(data.groups)) reader.issue('file', '"groups" must be a list');
  const groups = Array.isArray(data.groups) ? data.groups : [];
  /** 'category "imam-ali"', or the position when the slug is missing or used twice. */
  const named = (kind: string, list: string, i: number, slug: unknown, seen: Set<unknown>) => {
    const usable = typeof slug === 'string' && slug !== '';
    const where = usable && !seen.has(slug) ? `${kind} "${slug}"` : usable ? `${list}[${i}] ("${slug}")` : `${list}[${i}]`;
    seen.add(slug);
    return where;
  };
  const groupSlugs = new Set<unknown>();
  groups.forEach((group, i) => {
    if (!isObject(group)) return reader.issue(`groups[${i}]`, 'must be an object');
    reader.addGroup(named('group', 'groups', i, group.slug, groupSlugs), {
      slug: group.slug,
      nameEn: group.nameEn ?? '',
      nameAr: group.nameAr ?? '',
      sortOrder: group.sortOrder,
    });
  });
  if (data.categories.length === 0) reader.issue('file', 'the "categories" list is empty');
  const categorySlugs = new Set<unknown>();
  data.categories.forEach((raw: unknown, i: number) => {
    if (!isObject(raw)) return reader.issue(`categories[${i}]`, 'must be an object');
    const where = named('category', 'categories', i, raw.slug, categorySlugs);
    const category = reader.addCategory(where, {
      slug: raw.slug,
      nameEn: raw.nameEn,
      nameAr: raw.nameAr,
      group: raw.group,
      descriptionEn: raw.descriptionEn,
      descriptionAr: raw.descriptionAr,
      image: raw.image,
      sortOrder: raw.sortOrder,
    });
    if (!Array.isArray(raw.questions)) return reader.issue(where, '"questions" must be a list');
    raw.questions.forEach((question: unknown, j: number) => {
      const ref = `${typeof raw.slug === 'string' ? raw.slug : ''}#${j + 1}`;
      // imam-ali#3, or the position when the category has no usable slug of its own.
      const qWhere = category && where === `category "${category.slug}"` ? ref : `${where}, question ${j + 1}`;
      if (!isObject(question)) return reader.issue(qWhere, 'must be an object');
      reader.addQuestion(qWhere, ref, category, {
        id: question.id,
        difficulty: question.difficulty,
        questionAr: question.questionAr,
        answerAr: question.answerAr,
        questionEn: question.questionEn,
        answerEn: question.answerEn,
        acceptedAnswersAr: question.acceptedAnswersAr,
        acceptedAnswersEn: question.acceptedAnswersEn,
        videoUrl: question.videoUrl,
        imageUrl: question.imageUrl,
        source: question.source,
        active: question.active,
      });
    });
  });
  return reader.result();
}

export function formatOf(fileName: string): ContentFormat | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return undefined;
}

export function readContent(text: string, format: ContentFormat): ReadResult {
  return format === 'csv' ? readCsv(text) : readJson(text);
}

export const formatIssue = (issue: ContentIssue) => `${issue.where}: ${issue.message}`;
