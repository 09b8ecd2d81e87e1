import { DIFFICULTIES, QUESTIONS_PER_DIFFICULTY, type Difficulty } from '@app/shared/constants';
import { fieldLabel, readContent, type ContentFile, type ContentFormat, type QuestionInput } from './content-file';
import { readAllowList } from './cross-check-allow';
import { checkPackRules } from './pack-rules';

/** Every category of a pack must serve at least this many games to a new player. */
export const PACK_MIN_GAMES_PER_CATEGORY = 5;
export const PACK_MIN_PER_DIFFICULTY = PACK_MIN_GAMES_PER_CATEGORY * QUESTIONS_PER_DIFFICULTY;

/** A problem of a pack: where and what, in English (the pack check is a command). */
export type PackIssue = { where: string; message: string };

export type PackStats = { groups: number; categories: number; questions: number; byDifficulty: Record<Difficulty, number> };
export type PackCheck = { issues: PackIssue[]; stats: PackStats };

/**
 * The rules of a complete pack, on top of the format rules an import checks: every category
 * described in both languages with an image, at least 10 active questions of each difficulty,
 * every question in both languages with a source note; then the content rules (pack-rules.ts).
 */
export type PackCheckOptions = {
  /** The shipped pack: every question has a stable id (seeding follows corrections by it). */
  requireIds?: boolean;
  /** The allow-list of pairs the pack-wide pair rules may report (cross-check-allow.json): its name and text. */
  allowList?: { name: string; text: string };
};

export function checkPackFile(file: ContentFile, options: PackCheckOptions = {}): PackIssue[] {
  const issues: PackIssue[] = [];
  const label = (field: Parameters<typeof fieldLabel>[1]) => fieldLabel(file.format, field);
  const groupSlugs = new Set(file.groups.map((g) => g.slug));
  for (const group of file.groups) {
    if (!group.nameEn) issues.push({ where: group.where, message: `${label('groupNameEn')} is missing` });
    if (!group.nameAr) issues.push({ where: group.where, message: `${label('groupNameAr')} is missing` });
  }
  const allowList = options.allowList ? readAllowList(options.allowList.text, options.allowList.name) : { pairs: [], issues: [] };
  const problems = checkPackRules(file, allowList.pairs);
  const rules = new Map<QuestionInput, PackIssue[]>();
  for (const { question, where, message } of problems.questions) {
    rules.set(question, [...(rules.get(question) ?? []), { where, message }]);
  }
  const name = (q: QuestionInput) => (file.format === 'json' ? q.ref : `${q.ref} (${q.where})`);
  for (const category of file.categories) {
    const { where } = category;
    for (const field of ['nameAr', 'nameEn', 'descriptionAr', 'descriptionEn'] as const) {
      if (!category[field]) issues.push({ where, message: `${label(field)} is missing` });
    }
    if (!category.image) issues.push({ where, message: `${label('image')} is missing` });
    if (typeof category.group === 'string' && !groupSlugs.has(category.group)) {
      issues.push({ where, message: `unknown group "${category.group}"` });
    }
    for (const difficulty of DIFFICULTIES) {
      const count = category.questions.filter((q) => q.difficulty === difficulty && q.active !== false).length;
      if (count < PACK_MIN_PER_DIFFICULTY) {
        issues.push({
          where,
          message: `${count} ${difficulty} ${count === 1 ? 'question' : 'questions'}; a category needs at least ${PACK_MIN_PER_DIFFICULTY} of each difficulty (${PACK_MIN_GAMES_PER_CATEGORY} games)`,
        });
      }
    }
    for (const question of category.questions) {
      const where = name(question);
      if (options.requireIds && !question.id) {
        issues.push({ where, message: 'id is missing (every question of the shipped pack has a stable id, e.g. "imam-ali-06")' });
      }
      if (!question.questionEn) issues.push({ where, message: `${label('questionEn')} is missing` });
      if (!question.answerEn) issues.push({ where, message: `${label('answerEn')} is missing` });
      if (!question.source) issues.push({ where, message: `${label('source')} is missing` });
      issues.push(...(rules.get(question) ?? []));
    }
  }
  return [...issues, ...allowList.issues, ...problems.staleAllowed];
}

export function packStats(file: ContentFile): PackStats {
  const all = file.categories.flatMap((c) => c.questions);
  const byDifficulty: Record<Difficulty, number> = { easy: 0, normal: 0, hard: 0 };
  for (const question of all) byDifficulty[question.difficulty]++;
  return { groups: file.groups.length, categories: file.categories.length, questions: all.length, byDifficulty };
}

/** Reads a pack (CSV or JSON) and applies the format rules and the pack rules. */
export function checkPack(text: string, format: ContentFormat, options: PackCheckOptions = {}): PackCheck {
  const { file, issues } = readContent(text, format);
  const stats = packStats(file);
  return { issues: [...issues, ...checkPackFile(file, options)], stats };
}
