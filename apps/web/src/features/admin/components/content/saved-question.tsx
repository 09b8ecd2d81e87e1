import { CircleCheck, Pencil } from 'lucide-react';
import type { AdminQuestion } from '@app/shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * The question just saved, highlighted above the list: a new one may sort anywhere in the bank,
 * so the operator sees at once what was saved and can open it again.
 */
export function SavedQuestion({ question, onOpen }: { question: AdminQuestion; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-emerald bg-emerald/10 px-3 py-2" data-testid="saved-question">
      <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-emerald-dark">{t('studio.justSaved', { id: question.id })}</p>
        <p lang="ar" dir="rtl" className="font-semibold">
          {question.questionAr}
        </p>
        {question.questionEn ? (
          <p lang="en" dir="ltr" className="text-sm text-muted">
            {question.questionEn}
          </p>
        ) : null}
      </div>
      <Button size="sm" variant="outline" onClick={() => onOpen(question.id)} data-testid="saved-question-edit">
        <Pencil aria-hidden />
        {t('studio.edit')}
      </Button>
    </div>
  );
}
