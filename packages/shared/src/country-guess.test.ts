import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { FALLBACK_COUNTRY, guessCountry } from './country-guess';
import { TIME_ZONE_COUNTRY } from './time-zone-countries';

describe('guessCountry from the time zone', () => {
  it.each([
    ['Asia/Kuwait', 'KW'],
    ['Asia/Riyadh', 'SA'],
    ['Asia/Dubai', 'AE'],
    ['Asia/Bahrain', 'BH'],
    ['Asia/Qatar', 'QA'],
    ['Asia/Muscat', 'OM'],
    ['Asia/Baghdad', 'IQ'],
    ['Asia/Tehran', 'IR'],
    ['Asia/Beirut', 'LB'],
    ['Asia/Damascus', 'SY'],
    ['Asia/Amman', 'JO'],
    ['Asia/Aden', 'YE'],
    ['Asia/Gaza', 'PS'],
    ['Africa/Cairo', 'EG'],
    ['Africa/Khartoum', 'SD'],
    ['Africa/Tripoli', 'LY'],
    ['Africa/Tunis', 'TN'],
    ['Africa/Algiers', 'DZ'],
    ['Africa/Casablanca', 'MA'],
    ['Africa/Nouakchott', 'MR'],
    ['Africa/Mogadishu', 'SO'],
    ['Africa/Djibouti', 'DJ'],
    ['Indian/Comoro', 'KM'],
    ['Africa/Lagos', 'NG'],
    ['Africa/Nairobi', 'KE'],
    ['Africa/Johannesburg', 'ZA'],
    ['America/New_York', 'US'],
    ['America/Los_Angeles', 'US'],
    ['America/Chicago', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/Mexico_City', 'MX'],
    ['America/Sao_Paulo', 'BR'],
    ['America/Argentina/Buenos_Aires', 'AR'],
    ['Europe/London', 'GB'],
    ['Europe/Paris', 'FR'],
    ['Europe/Berlin', 'DE'],
    ['Europe/Istanbul', 'TR'],
    ['Europe/Moscow', 'RU'],
    ['Asia/Karachi', 'PK'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Dhaka', 'BD'],
    ['Asia/Shanghai', 'CN'],
    ['Asia/Tokyo', 'JP'],
    ['Asia/Seoul', 'KR'],
    ['Australia/Sydney', 'AU'],
  ])('%s -> %s', (timeZone, iso) => {
    expect(guessCountry({ timeZone, languages: ['en-US'] })).toBe(iso);
  });

  it.each([
    ['Asia/Calcutta', 'IN'],
    ['Asia/Saigon', 'VN'],
    ['Asia/Katmandu', 'NP'],
    ['Europe/Kiev', 'UA'],
    ['America/Buenos_Aires', 'AR'],
  ])('understands the legacy name %s reported by browsers', (timeZone, iso) => {
    expect(guessCountry({ timeZone, languages: [] })).toBe(iso);
  });

  it('prefers the time zone over the languages', () => {
    expect(guessCountry({ timeZone: 'Asia/Kuwait', languages: ['en-GB', 'ar-SA'] })).toBe('KW');
  });

  it('only maps to countries in COUNTRIES', () => {
    for (const [zone, iso] of TIME_ZONE_COUNTRY) expect(findCountry(iso), zone).toBeDefined();
  });

  it('maps every time zone this runtime knows, except those of places left out of COUNTRIES', () => {
    const unmapped = new Set([
      'UTC',
      'Africa/El_Aaiun',
      'Asia/Jerusalem',
      'Atlantic/South_Georgia',
      'Indian/Kerguelen',
      'Pacific/Fakaofo',
      'Pacific/Midway',
      'Pacific/Pitcairn',
      'Pacific/Wake',
    ]);
    const unknown = Intl.supportedValuesOf('timeZone').filter(
      (zone) => !TIME_ZONE_COUNTRY.has(zone) && !zone.startsWith('Antarctica/'),
    );
    expect(unknown.filter((zone) => !unmapped.has(zone))).toEqual([]);
  });
});

describe('guessCountry from the languages', () => {
  it('uses the region of the first language tag that has one', () => {
    expect(guessCountry({ timeZone: 'Mars/Olympus', languages: ['ar-KW'] })).toBe('KW');
    expect(guessCountry({ timeZone: undefined, languages: ['ar', 'en', 'en-GB', 'ar-KW'] })).toBe('GB');
    expect(guessCountry({ timeZone: 'UTC', languages: ['zh-Hant-TW'] })).toBe('TW');
    expect(guessCountry({ timeZone: null, languages: ['ar_sa'] })).toBe('SA');
  });

  it('skips regions that are not countries and malformed tags', () => {
    expect(guessCountry({ timeZone: '', languages: ['es-419', 'not a tag', 'en-ZZ', 'fr-CA'] })).toBe('CA');
  });
});

describe('guessCountry fallback', () => {
  it('falls back to US', () => {
    expect(FALLBACK_COUNTRY).toBe('US');
    expect(guessCountry({ timeZone: 'Mars/Olympus', languages: ['ar', 'en'] })).toBe('US');
    expect(guessCountry({ timeZone: 'Etc/UTC', languages: [] })).toBe('US');
    expect(guessCountry({})).toBe('US');
    expect(guessCountry({ timeZone: null, languages: null })).toBe('US');
  });

  it('is not fooled by Object prototype keys', () => {
    expect(guessCountry({ timeZone: 'constructor', languages: ['__proto__'] })).toBe('US');
  });
});
