import { formatDate, formatDateTime } from './format';
import { useHydrated } from '@/render/hydration';
import { useLanguage } from './language';

/**
 * Dates in the browser's time zone and the user's language, for screens the server renders: the
 * server does not know the time zone, so a date is empty in its HTML and filled in once the page is live.
 */
export function useLocalDates(): { date: (value: string | Date) => string; dateTime: (value: string | Date) => string } {
  const hydrated = useHydrated();
  const language = useLanguage();
  return {
    date: (value) => (hydrated ? formatDate(value, language) : ''),
    dateTime: (value) => (hydrated ? formatDateTime(value, language) : ''),
  };
}
