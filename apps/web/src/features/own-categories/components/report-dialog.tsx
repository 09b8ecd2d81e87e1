import { Flag } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { SHARED_REPORT_REASONS, SHARED_REPORT_TEXT_MAX, sharedReportRequestSchema, type SharedReportRequest } from '@app/shared/contracts/suggestions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, showFieldErrors, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useReportShared } from '../api/suggestions';

/** The report is sent as typed (the server cleans it), once the schema has checked it. */
const resolver = zodResolver(sharedReportRequestSchema, undefined, { raw: true });

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
  const form = useForm<SharedReportRequest>({ resolver, defaultValues: { reason: 'wrong', text: '' } });
  const errorOf = errorIn(form.formState.errors, (code) => t(`errors.${code}`, { defaultValue: t('errors.text_invalid') }));

  const submit = form.handleSubmit((body) => {
    report.mutate(body, {
      onSuccess: () => {
        toast.success(t('report.sent'));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) showFieldErrors(form.setError, error);
        else toast.error(errorMessage(errorCodeOf(error)));
      },
    });
  });

  return (
    <DialogContent data-testid="report-dialog">
      <DialogHeader>
        <DialogTitle>{t('report.title')}</DialogTitle>
        <DialogDescription>{t('report.explain')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField id="report-reason" label={t('report.reason')} error={errorOf('reason')}>
          <Select
            {...fieldProps('report-reason', { error: errorOf('reason') })}
            {...form.register('reason')}
            options={SHARED_REPORT_REASONS.map((value) => [value, t(`report.reasons.${value}`)] as const)}
            data-testid="report-reason"
          />
        </FormField>
        <FormField id="report-text" label={t('report.text')} error={errorOf('text')}>
          <Textarea
            {...fieldProps('report-text', { error: errorOf('text') })}
            rows={4}
            maxLength={SHARED_REPORT_TEXT_MAX}
            dir="auto"
            {...form.register('text')}
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
