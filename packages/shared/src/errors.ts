import { GAME_REFUSAL_CODES, type GameRefusalCode } from './game/apply-action';

/**
 * Every code the API answers with in { error: { code, message } }: the server's AppError takes
 * only these, and the web shows each in the user's language (errorMessage; a test checks that
 * every code has its English and Arabic text). The English `message` is the spec's wording, for
 * logs and API callers. Field validation codes travel separately, in `fields`.
 */
export const API_ERROR_CODES = [
  // Any endpoint.
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'cross_site_refused',
  'not_found',
  'rate_limited',
  'internal',
  'service_unavailable',
  // Accounts.
  'email_taken',
  'invalid_credentials',
  'invalid_reset_token',
  'invalid_confirmation_token',
  'invalid_operator_token',
  'wrong_current_password',
  'account_banned',
  // Points and games.
  'insufficient_points',
  'category_unavailable',
  'game_busy',
  'game_changed',
  'question_already_reported',
  ...GAME_REFUSAL_CODES,
  // TV screen (DECISIONS.md 25).
  'tv_code_invalid',
  'tv_code_expired',
  'tv_code_used',
  'tv_code_revoked',
  'tv_access_ended',
  // Buzzers (DECISIONS.md 26).
  'buzz_code_invalid',
  'buzz_team_full',
  'buzz_phone_removed',
  'buzz_locked',
  // Store and payments.
  'package_not_found',
  'pass_not_found',
  'payment_method_unavailable',
  'payment_provider_unavailable',
  'payment_provider_error',
  'payment_not_found',
  'transaction_not_found',
  'invalid_signature',
  'already_refunded',
  'refund_in_progress',
  'refund_not_allowed',
  'refund_points_short',
  'refund_refused',
  // Operator console.
  'duplicate_question',
  'slug_taken',
  'category_used',
  'content_invalid',
  'report_already_open',
  'cannot_ban_self',
  'cannot_ban_operator',
  'cannot_change_own_role',
  'admin_by_setting',
  'balance_too_low',
  'upload_empty',
  'upload_not_image',
  'upload_svg_refused',
  'upload_too_large',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The one HTTP status of each code, wherever it is raised (the server's AppError takes the code
 * and reads its status here). A game's refusals are all 409: the action does not fit the game now.
 */
const STATUS_OF_CODE: Record<Exclude<ApiErrorCode, GameRefusalCode>, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  cross_site_refused: 403,
  not_found: 404,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
  email_taken: 409,
  invalid_credentials: 401,
  invalid_reset_token: 400,
  invalid_confirmation_token: 400,
  invalid_operator_token: 400,
  wrong_current_password: 400,
  account_banned: 403,
  insufficient_points: 409,
  category_unavailable: 409,
  game_busy: 503,
  game_changed: 409,
  question_already_reported: 409,
  tv_code_invalid: 400,
  tv_code_expired: 400,
  tv_code_used: 400,
  tv_code_revoked: 400,
  tv_access_ended: 401,
  buzz_code_invalid: 400,
  buzz_team_full: 409,
  buzz_phone_removed: 401,
  buzz_locked: 409,
  package_not_found: 404,
  pass_not_found: 404,
  payment_method_unavailable: 409,
  payment_provider_unavailable: 503,
  payment_provider_error: 502,
  payment_not_found: 404,
  transaction_not_found: 404,
  invalid_signature: 401,
  already_refunded: 409,
  refund_in_progress: 409,
  refund_not_allowed: 409,
  refund_points_short: 409,
  refund_refused: 422,
  duplicate_question: 409,
  slug_taken: 409,
  category_used: 409,
  content_invalid: 400,
  report_already_open: 409,
  cannot_ban_self: 409,
  cannot_ban_operator: 409,
  cannot_change_own_role: 409,
  admin_by_setting: 409,
  balance_too_low: 409,
  upload_empty: 400,
  upload_not_image: 415,
  upload_svg_refused: 415,
  upload_too_large: 413,
};
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  ...STATUS_OF_CODE,
  ...(Object.fromEntries(GAME_REFUSAL_CODES.map((code) => [code, 409])) as Record<GameRefusalCode, number>),
};

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: unknown;
  };
};
