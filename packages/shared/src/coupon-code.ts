import { toAsciiDigits } from './digits';

/** A coupon code as stored and compared: Arabic-Indic digits as ASCII, no spaces, upper case. */
export function normalizeCouponCode(text: string): string {
  return toAsciiDigits(text).replace(/\s+/g, '').toUpperCase();
}

/** What an operator may type as a code once normalized: 3-32 letters, digits, '-' or '_'. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
