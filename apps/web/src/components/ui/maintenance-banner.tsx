import { useLanguage } from '@/lib/language';
import { useSiteInfo } from '@/lib/site';

/** On every page (it loads with the landing page, so no icon library): the operator's maintenance message (server settings), in the page's language; it comes and goes with the settings event. */
export function MaintenanceBanner() {
  const language = useLanguage();
  const message = useSiteInfo()?.maintenance;
  if (!message) return null;
  return (
    <div role="status" data-testid="maintenance-banner" className="flex shrink-0 items-center justify-center bg-night px-4 py-2 text-center font-semibold text-gold-light">
      <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        {message[language]}
      </span>
    </div>
  );
}
