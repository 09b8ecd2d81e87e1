import { ArrowLeft, CircleX, Info, Store } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { clearPendingInvoice } from '../utils/pending-invoice';

/** Details are shown pretty-printed when they are JSON, else as they came. */
export function prettyDetails(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

/** The codes the app puts in /payment/error?code=..., each with its text in the user's language. */
export const APP_MESSAGES = {
  not_successful: 'messages.notSuccessful',
  cancelled: 'failure.cancelled',
  declined: 'failure.declined',
  not_completed: 'failure.not_completed',
} as const;

/** The provider's page of the failed invoice, when the result page passed one (only https or this origin). */
function continueUrlFrom(state: unknown): string | null {
  const url = (state as { continueUrl?: unknown } | null)?.continueUrl;
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Raw texts from the address (message, error, details), for Technical Details only. */
export function foreignDetails(params: URLSearchParams): string | null {
  const parts = ['message', 'error', 'details'].map((name) => params.get(name)?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.map(prettyDetails).join('\n') : null;
}

export function Component() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const code = params.get('code');
  // Only the app's own messages (a code) become the heading; any other text in the address is
  // shown as it came, inside Technical Details only (no spoofed headings on our origin). The
  // heading says it once, announced: no toast repeats it (docs/decisions/007).
  const known = code && code in APP_MESSAGES ? (code as keyof typeof APP_MESSAGES) : null;
  const message = known ? t(APP_MESSAGES[known]) : t('errorPage.defaultMessage');
  // A cancellation is the buyer's own choice: told neutrally, never as an error.
  const cancelled = known === 'cancelled';
  const nothingCharged = known === 'cancelled' || known === 'declined' || known === 'not_completed';
  const details = foreignDetails(params);
  const continueUrl = continueUrlFrom(location.state);
  usePageMeta(t(cancelled ? 'errorPage.cancelledTitle' : 'errorPage.title'));

  useEffect(() => {
    clearPendingInvoice();
  }, []);

  const back = () => {
    if (continueUrl) window.location.assign(continueUrl);
    else void navigate('/store');
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-4">
      <section
        className={cn('rounded-2xl border bg-white p-8 text-center shadow-sm', cancelled ? 'border-emerald/20' : 'border-danger/30')}
        role={cancelled ? 'status' : 'alert'}
        data-testid="payment-error"
        data-kind={known ?? 'unknown'}
      >
        {cancelled ? <Info aria-hidden className="mx-auto mb-4 size-16 text-emerald" /> : <CircleX aria-hidden className="mx-auto mb-4 size-16 text-danger" />}
        <h1 className={cn('mb-3 text-2xl font-extrabold', cancelled ? 'text-emerald-dark' : 'text-danger')} data-testid="payment-error-message">
          {message}
        </h1>
        <p className="text-muted">{t(nothingCharged ? 'errorPage.nothingChargedHelp' : 'errorPage.help')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={back} data-testid="payment-error-back">
            <ArrowLeft aria-hidden className="flip-rtl" />
            {t(continueUrl ? 'errorPage.backToPayment' : 'errorPage.back')}
          </Button>
          <ButtonLink to="/store" icon={Store}>{t('errorPage.backToStore')}</ButtonLink>
        </div>
      </section>
      {details && (
        <CollapsibleSection id="technical-details" title={t('errorPage.technicalDetails')} defaultOpen>
          <pre dir="ltr" className="max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-night p-4 text-start font-mono text-sm text-ivory" data-testid="payment-error-details">
            {details}
          </pre>
        </CollapsibleSection>
      )}
    </div>
  );
}
