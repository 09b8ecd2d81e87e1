import { EyeOff, Eye } from 'lucide-react';
import { useState } from 'react';
import type { ReportedSharedCategory } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { isolate } from '@/lib/bidi';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSetSharedCategoryHidden } from '../api/suggestions/set-shared-category-hidden';

/**
 * A report on a category shared by link, in the inbox: which category and why, and a way to hide
 * it (with a reason its author is told) or show it again.
 */
export function SharedCategoryReport({ category }: { category: ReportedSharedCategory }) {
  const { t } = useTranslation('admin');
  const change = useSetSharedCategoryHidden();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failed = () => toast.error(t('inbox.hideFailed'));

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-ivory p-2 text-sm" data-testid="report-shared-category">
      <p className="min-w-0 flex-1 break-words font-semibold">
        <bdi>{t('inbox.sharedCategory', { name: isolate(category.name), reason: t(`inbox.reasons.${category.reason}`) })}</bdi>
        {category.hidden ? <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-danger/10 px-2 py-0.5 text-danger">{t('inbox.sharedHidden')}</span> : null}
      </p>
      {category.hidden ? (
        <Button
          size="sm"
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.mutate({ id: category.id, reason: null }, { onSuccess: () => toast.success(t('inbox.unhidden')), onError: failed })}
          data-testid="report-unhide"
        >
          <Eye aria-hidden />
          {t('inbox.unhide')}
        </Button>
      ) : (
        <Button size="sm" variant="danger" onClick={() => setHiding(true)} data-testid="report-hide">
          <EyeOff aria-hidden />
          {t('inbox.hide')}
        </Button>
      )}
      <Dialog open={hiding} onOpenChange={(open) => !change.isPending && setHiding(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <bdi>{t('inbox.hideTitle', { name: isolate(category.name) })}</bdi>
            </DialogTitle>
            <DialogDescription>{t('inbox.hideExplain')}</DialogDescription>
          </DialogHeader>
          <FormField id="hide-reason" label={t('inbox.hideReason')} error={error} className="mt-4">
            <Textarea {...fieldProps('hide-reason', { error })} rows={3} dir="auto" value={reason} onChange={(event) => setReason(event.target.value)} data-testid="hide-reason" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setHiding(false)}>
              {t('inbox.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={change.isPending}
              data-testid="hide-confirm"
              onClick={() => {
                if (!reason.trim()) return setError(t('inbox.hideReasonRequired'));
                setError(undefined);
                change.mutate(
                  { id: category.id, reason },
                  {
                    onSuccess: () => {
                      toast.success(t('inbox.hidden'));
                      setHiding(false);
                      setReason('');
                    },
                    onError: failed,
                  },
                );
              }}
            >
              <EyeOff aria-hidden />
              {t('inbox.hide')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
