import { CheckCircle2, Clock, EyeOff, XCircle } from 'lucide-react';
import type { MySuggestion, MySuggestionsResponse, SuggestionStatus } from '@app/shared/contracts/suggestions';
import { cn } from '@/lib/cn';
import { isolate } from '@/lib/bidi';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

const STATUS_LOOK: Record<SuggestionStatus, { icon: typeof Clock; className: string }> = {
  open: { icon: Clock, className: 'bg-gold/20 text-night' },
  accepted: { icon: CheckCircle2, className: 'bg-emerald/10 text-emerald-dark' },
  declined: { icon: XCircle, className: 'bg-danger/10 text-danger' },
};

/** A suggestion's state as a badge: waiting, accepted or declined. */
export function SuggestionBadge({ status }: { status: SuggestionStatus }) {
  const { t } = useTranslation('suggest');
  const { icon: Icon, className } = STATUS_LOOK[status];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold', className)} data-testid={`suggestion-status-${status}`}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {t(`mine.statuses.${status}`)}
    </span>
  );
}

/** My categories the operators hid: said at the top of My categories, with their reason. */
export function HiddenCategories({ hidden }: { hidden: MySuggestionsResponse['hiddenCategories'] }) {
  const { t } = useTranslation('suggest');
  if (hidden.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="own-hidden-categories">
      {hidden.map((category) => (
        <li key={category.id} role="status" className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm font-semibold text-danger">
          <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="min-w-0 break-words">
            <bdi>{t('hidden.text', { name: isolate(category.name), reason: isolate(category.reason) })}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** My suggestions to the bank, newest first, each with its state (and the reason of a decline). */
export function MySuggestions({ suggestions }: { suggestions: MySuggestion[] }) {
  const { t } = useTranslation('suggest');
  const language = useLanguage();
  return (
    <section aria-labelledby="my-suggestions-heading" className="flex flex-col gap-3" data-testid="my-suggestions">
      <h2 id="my-suggestions-heading" className="text-2xl font-bold">
        {t('mine.heading')}
      </h2>
      {suggestions.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted">{t('mine.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {suggestions.map((suggestion) => {
            const text = language === 'en' ? (suggestion.questionEn ?? suggestion.questionAr) : (suggestion.questionAr ?? suggestion.questionEn);
            return (
              <li key={suggestion.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm" data-testid="my-suggestion">
                <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
                  <p className="min-w-0 break-words font-semibold sm:flex-1" dir="auto">
                    {text}
                  </p>
                  <SuggestionBadge status={suggestion.status} />
                </div>
                <p className="text-sm text-muted">
                  <bdi>{t('mine.from', { name: isolate(suggestion.ownCategoryName), date: formatDate(suggestion.createdAt, language) })}</bdi>
                  {suggestion.credit ? <> · {t('mine.credited')}</> : null}
                </p>
                <p className="break-words text-sm text-muted">
                  <bdi>{t('mine.source', { source: isolate(suggestion.source) })}</bdi>
                </p>
                {suggestion.status === 'declined' && suggestion.declineReason ? (
                  <p className="break-words rounded-lg bg-danger/5 p-2 text-sm font-semibold text-danger" data-testid="my-suggestion-reason">
                    <bdi>{t('mine.reason', { reason: isolate(suggestion.declineReason) })}</bdi>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
