import type { PairFinding } from './pack-wide-rules';

/**
 * The allow-list of the pack-wide pair rules (apps/server/content/cross-check-allow.json): pairs
 * of questions, by id, that "asks the same fact" or "gives away ... in another category" may
 * report, each with the reason a reviewer kept them. An entry no pair matches any more is
 * reported, so the list stays true.
 */
export const ALLOW_LIST_FILE = 'cross-check-allow.json';

export type AllowedPair = { questions: [string, string]; reason: string; where: string };
type Issue = { where: string; message: string };

const pairKey = (a: string, b: string) => [a, b].sort().join(' ');

/** Reads the list: `{ "pairs": [{ "questions": ["id-1", "id-2"], "reason": "..." }] }`. */
export function readAllowList(text: string, name: string): { pairs: AllowedPair[]; issues: Issue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { pairs: [], issues: [{ where: name, message: `is not valid JSON (${(error as Error).message})` }] };
  }
  const list = (raw as { pairs?: unknown } | null)?.pairs;
  if (!Array.isArray(list)) return { pairs: [], issues: [{ where: name, message: 'must be an object with a "pairs" list' }] };
  const pairs: AllowedPair[] = [];
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  list.forEach((entry: unknown, i) => {
    const where = `${name}, pair ${i + 1}`;
    const { questions, reason } = (entry ?? {}) as { questions?: unknown; reason?: unknown };
    const ids = Array.isArray(questions) ? questions : [];
    if (ids.length !== 2 || !ids.every((id) => typeof id === 'string' && id.trim() !== '') || ids[0] === ids[1]) {
      issues.push({ where, message: '"questions" must be the ids of two different questions, e.g. ["imam-ali-18", "islamic-occasions-26"]' });
      return;
    }
    if (typeof reason !== 'string' || reason.trim() === '') {
      issues.push({ where, message: '"reason" is missing: say why the two questions may stay as they are' });
      return;
    }
    const key = pairKey(ids[0] as string, ids[1] as string);
    const first = seen.get(key);
    if (first) {
      issues.push({ where, message: `lists the same questions as ${first}` });
      return;
    }
    seen.set(key, where);
    pairs.push({ questions: [ids[0] as string, ids[1] as string], reason, where });
  });
  return { pairs, issues };
}

/** The findings no allowed pair covers, and an issue for each allowed pair that matched none. */
export function applyAllowList(findings: PairFinding[], pairs: AllowedPair[]): { kept: PairFinding[]; stale: Issue[] } {
  const allowed = new Map(pairs.map((pair) => [pairKey(...pair.questions), pair]));
  const used = new Set<AllowedPair>();
  const kept = findings.filter((finding) => {
    const pair = finding.question.id && finding.other.id ? allowed.get(pairKey(finding.question.id, finding.other.id)) : undefined;
    if (pair) used.add(pair);
    return !pair;
  });
  const stale = pairs
    .filter((pair) => !used.has(pair))
    .map((pair) => ({ where: pair.where, message: `${pair.questions.join(' and ')} are no longer reported by the check: remove the pair` }));
  return { kept, stale };
}
