import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@app/shared/errors';
import { API_ERROR_STATUS } from './error-status';
import { AppError } from './app-error';

const SERVER_SOURCE = join(import.meta.dirname, '..');

/** Codes whose English message names the particular thing refused (the web's wording stays one). */
const WORDING_NAMES_THE_CASE: Record<string, string> = {
  not_found: 'names what was not found: a game, a category, a phone, a TV',
  validation_failed: 'names the field to fix',
  cannot_ban_operator: 'says which of the two roles to remove first',
  bad_request: 'refuses a request no screen sends, saying what to send instead',
};

function serverSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each `new AppError('code', 'literal message'` of a source text, as [code, message]. */
function literalRaises(text: string): Array<[string, string]> {
  return [...text.matchAll(/new AppError\(\s*'([a-z_]+)',\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => [match[1]!, match[2]!]);
}

function raisedWithLiteralMessage(): Array<[string, string]> {
  return serverSources(SERVER_SOURCE).flatMap((file) => literalRaises(readFileSync(file, 'utf8')));
}

describe('each error code has one status and one wording', () => {
  it('gives every code of the list a client or server error status', () => {
    for (const code of API_ERROR_CODES) {
      expect([code, API_ERROR_STATUS[code] >= 400 && API_ERROR_STATUS[code] < 600]).toEqual([code, true]);
    }
    expect(API_ERROR_STATUS.payment_provider_unavailable).toBe(503);
    expect(API_ERROR_STATUS.game_changed).toBe(409);
  });

  it('raises a refusal with its code\'s status, whoever raises it', () => {
    expect(new AppError('payment_provider_unavailable', 'x').status).toBe(503);
    expect(new AppError('insufficient_points', 'x').status).toBe(409);
    expect(new AppError('upload_too_large', 'x').status).toBe(413);
  });

  it('words each code the same everywhere it is raised, but for codes that name the case', () => {
    const raised = raisedWithLiteralMessage();
    expect(raised.length).toBeGreaterThan(40);
    const wordings = new Map<string, Set<string>>();
    for (const [code, message] of raised) wordings.set(code, (wordings.get(code) ?? new Set()).add(message));
    const twice = [...wordings].filter(([code, messages]) => messages.size > 1 && !(code in WORDING_NAMES_THE_CASE));
    expect(twice.map(([code, messages]) => [code, [...messages]])).toEqual([]);
    for (const code of Object.keys(WORDING_NAMES_THE_CASE)) expect(wordings.get(code)?.size ?? 0).toBeGreaterThan(1);
  });

  it('finds a second wording of a code when one is written (the check can fail)', () => {
    const sample = "new AppError('payment_provider_unavailable', 'One way');\nnew AppError('payment_provider_unavailable', 'Another way');";
    expect(literalRaises(sample)).toEqual([
      ['payment_provider_unavailable', 'One way'],
      ['payment_provider_unavailable', 'Another way'],
    ]);
  });
});
