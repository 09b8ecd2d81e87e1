import { GAME_REFUSAL_CODES } from './game/apply-action';

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
  // A user's own categories (issue 29).
  'own_category_limit',
  'own_question_limit',
  'own_import_invalid',
  'own_import_limit',
  'own_import_too_large',
  'own_import_rate_limited',
  'suggestion_already_open',
  'suggestion_closed',
  'shared_category_hidden',
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
  'package_not_on_sale',
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
  // Coupons (the offers issue).
  'coupon_not_found',
  'coupon_not_started',
  'coupon_expired',
  'coupon_not_applicable',
  'coupon_used_up',
  'coupon_user_limit',
  'coupon_code_taken',
  'coupon_below_minimum',
  'coupon_limit_below_used',
  // Gifts (the offers issue).
  'gift_to_self',
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


export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    details?: unknown;
  };
};
