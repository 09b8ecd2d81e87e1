import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SHARED_REPORT_REASONS, SHARED_REPORT_TEXT_MAX, sharedReportRequestSchema, type SharedReportReason } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useReportShared } from '../api/suggestions';
import { issuesByField, serverFieldErrors, type FieldErrors } from '../utils/field-errors';

/** "Report this category" on a category shared with me: a reason and what is wrong, to the console's inbox. */
export function ReportSharedButton({ token }: { token: string }) {
  const { t } = useTranslation('suggest');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" className="self-start text-danger" onClick={() => setOpen(true)} data-testid="shared-report">
        <Flag aria-hidden />
        {t('report.button')}
      </Button>
      {open ? <ReportForm token={token} onClose={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function ReportForm({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation('suggest');
  const report = useReportShared(token);
  const [reason, setReason] = useState<SharedReportReason>('wrong');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => (errors[field] ? t(`errors.${errors[field]}`, { defaultValue: t('errors.text_invalid') }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = sharedReportRequestSchema.safeParse({ reason, text });
    if (!checked.success) return setErrors(issuesByField(checked.error));
    setErrors({});
    report.mutate(
      { reason, text },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else toast.error(errorMessage(errorCodeOf(error)));
        },
      },
    );
  };

  return (
    <DialogContent data-testid="report-dialog">
      <DialogHeader>
        <DialogTitle>{t('report.title')}</DialogTitle>
        <DialogDescription>{t('report.explain')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <FormField id="report-reason" label={t('report.reason')} error={errorOf('reason')}>
          <Select
            {...fieldProps('report-reason', { error: errorOf('reason') })}
            value={reason}
            onChange={(event) => setReason(event.target.value as SharedReportReason)}
            options={SHARED_REPORT_REASONS.map((value) => [value, t(`report.reasons.${value}`)] as const)}
            data-testid="report-reason"
          />
        </FormField>
        <FormField id="report-text" label={t('report.text')} error={errorOf('text')}>
          <Textarea
            {...fieldProps('report-text', { error: errorOf('text') })}
            rows={4}
            maxLength={SHARED_REPORT_TEXT_MAX}
            value={text}
            dir="auto"
            onChange={(event) => {
              setText(event.target.value);
              setErrors(({ text: _, ...rest }) => rest);
            }}
            data-testid="report-text"
          />
        </FormField>
        <DialogFooter className="mt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={report.isPending} data-testid="report-send">
            {t('report.send')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
