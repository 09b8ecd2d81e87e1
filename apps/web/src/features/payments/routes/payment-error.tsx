import { ArrowLeft, CircleX, Store } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { clearPendingInvoice } from '@/lib/pending-invoice';
import { toast } from '@/lib/toast';

/** Details are shown pretty-printed when they are JSON, else as they came. */
export function prettyDetails(details: string): string {
  try {
    return JSON.stringify(JSON.parse(details), null, 2);
  } catch {
    return details;
  }
}

/** The codes the app puts in /payment/error?code=..., each with its text in the user's language. */
export const APP_MESSAGES = { not_successful: 'messages.notSuccessful' } as const;

/** Raw texts from the address (message, error, details), for Technical Details only. */
export function foreignDetails(params: URLSearchParams): string | null {
  const parts = ['message', 'error', 'details'].map((name) => params.get(name)?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.map(prettyDetails).join('\n') : null;
}

export function Component() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  // Only the app's own messages (a code) become the heading and the toast; any other text in the
  // address is shown as it came, inside Technical Details only (no spoofed headings on our origin).
  const message = code && code in APP_MESSAGES ? t(APP_MESSAGES[code as keyof typeof APP_MESSAGES]) : t('errorPage.defaultMessage');
  const details = foreignDetails(params);
  usePageMeta(t('errorPage.title'));
  const shown = useRef(false);

  useEffect(() => {
    clearPendingInvoice();
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <section className="rounded-2xl border border-danger/30 bg-white p-8 text-center shadow-sm" role="alert" data-testid="payment-error">
        <CircleX aria-hidden className="mx-auto mb-4 size-16 text-danger" />
        <h1 className="mb-3 text-2xl font-extrabold text-danger" data-testid="payment-error-message">
          {message}
        </h1>
        <p className="text-muted">{t('errorPage.help')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/store'))} data-testid="payment-error-back">
            <ArrowLeft aria-hidden className="flip-rtl" />
            {t('errorPage.back')}
          </Button>
          <Button asChild>
            <Link to="/store">
              <Store aria-hidden />
              {t('errorPage.backToStore')}
            </Link>
          </Button>
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
