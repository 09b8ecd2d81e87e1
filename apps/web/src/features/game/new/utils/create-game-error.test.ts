import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { describeCreateGameError } from './create-game-error';

const names: Record<number, string> = { 3: 'Imam Ali', 5: 'Holy Quran' };
const describe_ = (error: unknown) =>
  describeCreateGameError(error, (key, options) => i18n.t(`play:${key}`, options), (id) => names[id] ?? `#${id}`);

beforeAll(async () => {
  setLanguage('en');
  await i18n.loadNamespaces(['play', 'errors']);
});

describe('create game errors', () => {
  it('maps schema errors to the field, in the spec order', () => {
    const error = new ApiError(400, 'validation_failed', 'team_names_required', {
      teamNames: 'team_names_required',
      name: 'game_name_required',
    });
    expect(describe_(error)).toEqual({ kind: 'field', field: 'name', message: 'Please enter a game name' });
    expect(describe_(new ApiError(400, 'validation_failed', 'x', { 'teamNames.1': 'team_names_required' }))).toEqual({
      kind: 'field',
      field: 'teams',
      message: 'Please enter names for both teams (minimum two teams with names)',
    });
    expect(describe_(new ApiError(400, 'validation_failed', 'x', { categoryIds: 'too_many_categories' }))).toEqual({
      kind: 'field',
      field: 'categories',
      message: 'You cannot select more than 6 categories',
    });
  });

  it('maps the refusals', () => {
    expect(describe_(new ApiError(401, 'unauthenticated', 'x'))).toEqual({ kind: 'unauthenticated', message: 'Authentication required. Please log in.' });
    expect(describe_(new ApiError(409, 'insufficient_points', 'x')).message).toBe(
      "Insufficient Points: You don't have enough points to create a game. Each new game costs 1 point.",
    );
    expect(
      describe_(
        new ApiError(409, 'category_unavailable', 'x', {}, { categoryIds: [3, 5], reasons: { '3': 'category_not_available', '5': 'not_enough_questions' } }),
      ),
    ).toEqual({
      kind: 'categoriesUnavailable',
      categoryIds: [3, 5],
      exhaustedIds: [5],
      message: 'Imam Ali: category not available. Holy Quran: not enough questions.',
    });
  });

  it('falls back to the spec message for anything else', () => {
    expect(describe_(new ApiError(500, 'internal', 'x')).message).toBe('Error creating game. Please try again.');
    expect(describe_(new Error('boom')).message).toBe('Error creating game. Please try again.');
    expect(describe_(new ApiError(0, NETWORK_ERROR, 'x')).message).toBe(
      'Network connection error: Please check your internet connection and try again',
    );
  });
});
