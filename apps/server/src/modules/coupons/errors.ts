import { AppError } from '../../http/app-error';

/** The coupons' refusals, each said once (the web shows each code in the player's language). */
export const couponNotFound = () => new AppError('coupon_not_found', 'This code is not valid. Check it and try again.');
export const couponNotStarted = () => new AppError('coupon_not_started', 'This code cannot be used yet.');
export const couponExpired = () => new AppError('coupon_expired', 'This code has ended.');
export const couponNotApplicable = () => new AppError('coupon_not_applicable', 'This code does not apply to this package or pass.');
export const couponUsedUp = () => new AppError('coupon_used_up', 'This code has been used up.');
export const couponUserLimit = () => new AppError('coupon_user_limit', 'You have already used this code as many times as it allows.');
export const couponCodeTaken = () => new AppError('coupon_code_taken', 'Another coupon already has this code. Choose another code.');
/** An edit that sets the total uses below the paid uses already made (details: { used }). */
export const couponLimitBelowUsed = (used: number) =>
  new AppError('coupon_limit_below_used', 'The total uses cannot be less than the uses already made. Enter a larger total, or leave it empty for no limit.', { maxUses: 'coupon_limit_below_used' }, { used });
export const couponBelowMinimum = (details: unknown) =>
  new AppError('coupon_below_minimum', 'This coupon could take a price below the smallest payment, 0.100 KWD. Choose a smaller discount or other packages.', undefined, details);
/** Guessing codes: counted per account and per address on every code that is not found. */
export const TOO_MANY_CODE_GUESSES = 'Too many codes tried. Please wait a few minutes and try again.';
