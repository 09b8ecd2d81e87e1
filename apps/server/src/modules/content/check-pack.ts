import { DIFFICULTIES, QUESTIONS_PER_DIFFICULTY, type Difficulty } from '@app/shared/constants';
import { cleanText, fieldLabel, readContent, type ContentFile, type ContentFormat, type ContentIssue } from './content-file';

/** Every category of a pack must serve at least this many games to a new player. */
export const PACK_MIN_GAMES_PER_CATEGORY = 2;
export const PACK_MIN_PER_DIFFICULTY = PACK_MIN_GAMES_PER_CATEGORY * QUESTIONS_PER_DIFFICULTY;

export type PackStats = { groups: number; categories: number; questions: number; byDifficulty: Record<Difficulty, number> };
export type PackCheck = { issues: ContentIssue[]; stats: PackStats };

/**
 * The rules of a complete pack, on top of the format rules an import checks: every category
 * described in both languages with an image, at least 4 active questions of each difficulty,
 * every question in both languages with a source note, no question asked twice in the pack.
 */
export function checkPackFile(file: ContentFile): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const label = (field: Parameters<typeof fieldLabel>[1]) => fieldLabel(file.format, field);
  const groupSlugs = new Set(file.groups.map((g) => g.slug));
  for (const group of file.groups) {
    if (!group.nameEn) issues.push({ where: group.where, message: `${label('groupNameEn')} is missing` });
    if (!group.nameAr) issues.push({ where: group.where, message: `${label('groupNameAr')} is missing` });
  }
  const seen = new Map<string, string>();
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
      if (!question.questionEn) issues.push({ where: question.where, message: `${label('questionEn')} is missing` });
      if (!question.answerEn) issues.push({ where: question.where, message: `${label('answerEn')} is missing` });
      if (!question.source) issues.push({ where: question.where, message: `${label('source')} is missing` });
      const text = cleanText(question.questionAr);
      const first = seen.get(text);
      if (first) issues.push({ where: question.where, message: `the same ${label('questionAr')} is asked in ${first}` });
      else seen.set(text, question.where);
    }
  }
  return issues;
}

export function packStats(file: ContentFile): PackStats {
  const all = file.categories.flatMap((c) => c.questions);
  const byDifficulty: Record<Difficulty, number> = { easy: 0, normal: 0, hard: 0 };
  for (const question of all) byDifficulty[question.difficulty]++;
  return { groups: file.groups.length, categories: file.categories.length, questions: all.length, byDifficulty };
}

/** Reads a pack (CSV or JSON) and applies the format rules and the pack rules. */
export function checkPack(text: string, format: ContentFormat): PackCheck {
  const { file, issues } = readContent(text, format);
  const stats = packStats(file);
  return { issues: [...issues, ...checkPackFile(file)], stats };
}
