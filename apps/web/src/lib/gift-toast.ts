import type { ReceivedGift } from '@app/shared/contracts/payments';
import { i18n } from './i18n';
import { getLanguage } from './language';
import { toast } from './toast';

/**
 * Tells the recipient a gift has arrived: who sent it, what it holds, the message as typed. Once
 * per gift on a page (its id names the toast), whether the sign-in's answer or the event stream says it.
 */
export function showGiftToast(gift: ReceivedGift): void {
  void i18n.loadNamespaces('store').then(() => {
    const language = getLanguage();
    const what = gift.pass
      ? i18n.t('store:gift.receivedPass', { pass: language === 'ar' ? gift.pass.nameAr : gift.pass.nameEn })
      : i18n.t('store:gift.receivedPoints', { count: gift.points });
    toast.success(i18n.t('store:gift.received', { name: gift.fromName || i18n.t('store:gift.someone') }), {
      id: `gift-${gift.id}`,
      description: gift.message ? `${what} — ${gift.message}` : what,
      position: 'top-center',
      duration: 10_000,
      closeButton: true,
    });
  });
}
