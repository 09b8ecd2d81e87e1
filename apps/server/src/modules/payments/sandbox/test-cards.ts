/**
 * Test cards of the sandbox (DECISIONS.md 15), for both KNET and card: 4242... paid;
 * 4000...0002 declined; 4000...0259 pending for about 5 s, then paid; 4000...9995 stays
 * pending. The real test environment's cards (PAYMENTS.md) are paid too.
 */
export type CardOutcome =
  | { kind: 'paid' }
  | { kind: 'declined'; errorCode: string; error: string }
  | { kind: 'pending'; settleAfterMs: number | null };

export const PENDING_SETTLE_MS = 5_000;

export const TEST_CARDS: { number: string; outcome: CardOutcome }[] = [
  { number: '4242424242424242', outcome: { kind: 'paid' } },
  { number: '4000000000000002', outcome: { kind: 'declined', errorCode: 'MF002', error: 'Declined by the card issuer' } },
  { number: '4000000000000259', outcome: { kind: 'pending', settleAfterMs: PENDING_SETTLE_MS } },
  { number: '4000000000009995', outcome: { kind: 'pending', settleAfterMs: null } },
  { number: '8888880000000001', outcome: { kind: 'paid' } },
  { number: '5123450000000008', outcome: { kind: 'paid' } },
  { number: '4508750015741019', outcome: { kind: 'paid' } },
];

export const CANCELED_OUTCOME: CardOutcome = { kind: 'declined', errorCode: 'MF006', error: 'Canceled by the customer' };
const UNKNOWN_CARD: CardOutcome = { kind: 'declined', errorCode: 'MF020', error: 'Unspecified failure: use one of the sandbox test cards' };

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardDigits(cardNumber);
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? UNKNOWN_CARD;
}
