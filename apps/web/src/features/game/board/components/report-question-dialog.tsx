import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { QUESTION_REPORT_NOTE_MAX, QUESTION_REPORT_REASONS, questionReportRequestSchema, type QuestionReportRequest } from '@app/shared/contracts/question-reports';
import { isOwnContentId } from '@app/shared/contracts/own-categories';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormAlert, FormField, fieldProps } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { errorIn, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useTextDir } from '../../screen-kit/hooks/use-text-dir';

const EMPTY: QuestionReportRequest = { reason: 'wrong_answer', note: '' };

/**
 * On the answer screen the host flags the question (wrong answer, unclear, offensive, or in their
 * words) for the operators, with the question's source note in view to check the answer against.
 * A question of a player's own category never reaches the operators (DECISIONS.md 33): the dialog
 * says where it can be corrected instead.
 */
export function ReportQuestionButton({ gameId, questionId, source }: { gameId: number; questionId: number; source: string | null }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(questionReportRequestSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (report) => {
    setFailure(null);
    try {
      await apiFetch(`/api/games/${gameId}/questions/${questionId}/report`, { method: 'POST', body: report });
      toast.success(t('report.sent'));
      setOpen(false);
      form.reset();
    } catch (error) {
      // A second report of the question says so; any other failure asks to try again.
      setFailure(errorCodeOf(error) === 'question_already_reported' ? errorMessage('question_already_reported') : t('report.failed'));
    }
  });

  const errorText = errorIn(form.formState.errors, (code) => t(`report.errors.${code}`));
  const note = form.register('note', { onChange: () => setFailure(null) });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        dir={dir}
        onClick={() => setOpen(true)}
        data-testid="report-question"
        className="flex cursor-pointer items-center gap-2 rounded-lg border border-ivory/30 px-3 py-1.5 text-sm text-ivory/80 hover:bg-ivory/10"
      >
        <Flag aria-hidden className="size-4" />
        {/* A phone in landscape has no room for the words beside Exit: the flag alone, still named. */}
        <span className="short:sr-only">{t('report.open')}</span>
      </button>
      <DialogContent dir={dir}>
        <DialogHeader>
          <DialogTitle>{t('report.title')}</DialogTitle>
        </DialogHeader>
        {isOwnContentId(questionId) ? (
          <div className="mt-4 flex flex-col gap-4">
            <p data-testid="report-own-question">{t('report.ownQuestion')}</p>
            <Button type="button" onClick={() => setOpen(false)} data-testid="report-close">
              {t('report.close')}
            </Button>
          </div>
        ) : (
          <>
            {source ? (
              <p className="mt-2 text-sm text-muted" data-testid="report-source">
                {t('answer.source')} <bdi dir="auto">{source}</bdi>
              </p>
            ) : null}
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-3">
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-semibold">{t('report.reason')}</legend>
                {QUESTION_REPORT_REASONS.map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input type="radio" value={value} className="size-4 accent-emerald" {...form.register('reason')} />
                    {t(`report.reasons.${value}`)}
                  </label>
                ))}
              </fieldset>
              <FormField id="report-note" label={t('report.note')} error={errorText('note')}>
                <Textarea {...fieldProps('report-note', { error: errorText('note') })} rows={3} dir="auto" maxLength={QUESTION_REPORT_NOTE_MAX} {...note} />
              </FormField>
              <FormAlert message={failure} testId="report-error" />
              <Button type="submit" disabled={form.formState.isSubmitting} data-testid="report-send">
                {t('report.send')}
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
