import type { TransactionView } from '@app/shared/contracts/payments';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCancelPayment } from '../api/cancel-payment';

/**
 * What a purchase still allows: awaiting payment, go back to the provider's page or cancel; after
 * a refused try, go back to the same invoice. A failure says why, and that nothing was charged.
 */
export function PaymentActions({ transaction }: { transaction: TransactionView }) {
  const { t } = useTranslation('history');
  const cancel = useCancelPayment();
  const pending = transaction.status === 'pending';
  return (
    <div className="flex flex-col items-start gap-1.5">
      {transaction.status === 'refunded' && (
        <p className="max-w-64 text-sm text-muted" data-testid="history-refunded">
          {t('refunded')}
        </p>
      )}
      {transaction.failureKind && (
        <p className="max-w-64 text-sm text-muted" data-testid="history-failure">
          {t(`failure.${transaction.failureKind}`)}
        </p>
      )}
      {(transaction.continueUrl || pending) && (
        <div className="flex flex-wrap gap-2">
          {transaction.continueUrl && (
            <Button asChild size="sm" data-testid="history-continue">
              <a href={transaction.continueUrl}>{t(pending ? 'actions.continue' : 'actions.tryAgain')}</a>
            </Button>
          )}
          {pending && (
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              data-testid="history-cancel"
              onClick={() =>
                cancel.mutate(transaction.id, {
                  onSuccess: (result) => toast.info(t(result.status === 'completed' ? 'actions.paidAfterAll' : 'failure.cancelled')),
                  onError: () => toast.error(t('actions.cancelFailed')),
                })
              }
            >
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
