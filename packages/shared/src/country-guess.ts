import { findCountry } from './countries';
import { TIME_ZONE_COUNTRY } from './time-zone-countries';

export type CountryGuessInput = { timeZone?: string | null; languages?: readonly string[] | null };

export const FALLBACK_COUNTRY = 'US';

function regionOf(languageTag: string): string | undefined {
  try {
    return new Intl.Locale(languageTag.replace(/_/g, '-')).region;
  } catch {
    return undefined;
  }
}

/**
 * Best guess of the user's country for preselecting the phone country: the IANA time zone
 * (Intl.DateTimeFormat().resolvedOptions().timeZone) first, then the first browser language
 * tag with a known region (navigator.languages), else US. Always returns an ISO code of COUNTRIES.
 */
export function guessCountry({ timeZone, languages }: CountryGuessInput): string {
  const fromZone = timeZone ? TIME_ZONE_COUNTRY.get(timeZone) : undefined;
  if (fromZone && findCountry(fromZone)) return fromZone;
  for (const tag of languages ?? []) {
    const region = findCountry(regionOf(tag))?.iso;
    if (region) return region;
  }
  return FALLBACK_COUNTRY;
}
