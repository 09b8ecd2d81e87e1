import type { Language } from '@app/shared/constants';
import type { TransactionView } from '@app/shared/contracts/payments';

/** A pass purchase's name in the language; null for a points purchase. */
export const passNameOf = (tx: Pick<TransactionView, 'pass'>, language: Language): string | null =>
  tx.pass ? (language === 'ar' ? tx.pass.nameAr : tx.pass.nameEn) : null;
