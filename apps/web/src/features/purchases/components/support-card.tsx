import { LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';

/** Contact support: e-mail and WhatsApp from the operators' contact settings. */
export function SupportCard() {
  const { t } = useTranslation('store');
  const site = useSiteInfo();
  return (
    <section aria-labelledby="support-title" className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm" data-testid="contact-support">
      <h2 id="support-title" className="mb-2 flex items-center gap-2 text-xl font-bold text-emerald-dark">
        <LifeBuoy aria-hidden className="size-5" />
        {t('support.title')}
      </h2>
      <p className="mb-4 text-muted">{t('support.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={site ? `mailto:${site.contact.email}` : undefined} aria-disabled={!site}>
            <Mail aria-hidden />
            {t('support.email')}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={site?.contact.whatsapp} target="_blank" rel="noreferrer" aria-disabled={!site}>
            <MessageCircle aria-hidden />
            {t('support.whatsapp')}
          </a>
        </Button>
      </div>
      {site && (
        <p className="mt-3 text-sm text-muted">
          <bdi>{site.contact.email}</bdi>
        </p>
      )}
    </section>
  );
}
