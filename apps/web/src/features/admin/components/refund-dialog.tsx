import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { AdminTransaction } from '@app/shared/contracts/admin';
import { refundRequestSchema, type RefundPointsShort } from '@app/shared/contracts/admin-payments';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useRefundPurchase } from '../api/payments/refund-purchase';

/**
 * Refunds a completed purchase in full, with a reason. The points are taken back unless the
 * operator unticks it; when the player has already used some, the server says how many and the
 * operator may choose to refund without taking them.
 */
export function RefundDialog({ purchase, open, onOpenChange }: { purchase: AdminTransaction; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const form = useForm({ resolver: zodResolver(refundRequestSchema), defaultValues: { reason: '', takePoints: true } });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));
  const takePoints = form.watch('takePoints');
  const [short, setShort] = useState<RefundPointsShort | null>(null);
  const refund = useRefundPurchase();
  const prefix = `refund-${purchase.id}`;
  const amount = formatMoney(purchase.amountFils, language);

  const onSubmit = form.handleSubmit((input) => {
    refund.mutate(
      { id: purchase.id, input },
      {
        onSuccess: () => {
          toast.success(t('refund.done'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'refund_points_short') {
            setShort(error.details as RefundPointsShort);
            form.setValue('takePoints', false);
            return;
          }
          showFieldErrors(form.setError, error);
          toast.error(errorMessage(errorCodeOf(error)));
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={prefix}>
        <DialogHeader>
          <DialogTitle>{t('refund.title')}</DialogTitle>
          <DialogDescription>
            {t('refund.summary', { amount })}
            <span className="mt-1 block font-semibold text-ink">{purchase.buyer ? <bdi>{purchase.buyer.email}</bdi> : t('transactions.deletedBuyer')}</span>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
          <FormField id={`${prefix}-reason`} label={t('refund.reason')} error={errorText('reason')}>
            <Textarea {...fieldProps(`${prefix}-reason`, { error: errorText('reason') })} rows={3} dir="auto" maxLength={300} {...form.register('reason')} />
          </FormField>
          {short ? (
            <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-sm font-semibold text-danger" data-testid={`${prefix}-short`}>
              {t('refund.pointsShort', { used: short.used, count: short.points })}
            </p>
          ) : null}
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-emerald"
              checked={takePoints}
              disabled={short !== null}
              onChange={(e) => form.setValue('takePoints', e.target.checked)}
              data-testid={`${prefix}-take-points`}
            />
            <span>{t('refund.takePoints', { count: purchase.points })}</span>
          </label>
          <p className="text-xs text-muted">{t('refund.policy')}</p>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('refund.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={refund.isPending} data-testid={`${prefix}-confirm`}>
              {takePoints ? t('refund.confirm', { amount }) : t('refund.confirmWithoutPoints', { amount })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
