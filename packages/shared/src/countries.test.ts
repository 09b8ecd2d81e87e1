import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, MAX_PHONE_DIGITS, phoneError, sanitizePhoneInput, searchCountries } from './countries';

const isos = (countries: readonly { iso: string }[]) => countries.map((country) => country.iso);

describe('COUNTRIES', () => {
  it('has at least 195 entries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
  });

  it('has valid, unique entries', () => {
    expect(new Set(isos(COUNTRIES)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.iso, country.nameEn).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode, country.nameEn).toMatch(/^\+\d{1,4}$/);
      expect(country.phoneDigits, country.nameEn).toBeGreaterThanOrEqual(5);
      expect(country.phoneDigits, country.nameEn).toBeLessThanOrEqual(11);
      expect(country.nameEn.trim(), country.iso).not.toBe('');
      expect(country.nameAr, country.nameEn).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((country) => country.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['US', 10],
    ['CA', 10],
    ['FR', 9],
    ['DE', 11],
    ['CN', 11],
    ['KW', 8],
    ['SA', 9],
    ['AE', 9],
    ['BH', 8],
    ['QA', 8],
    ['OM', 8],
    ['IQ', 10],
    ['IR', 10],
    ['LB', 8],
    ['EG', 10],
    ['GB', 10],
    ['PK', 10],
    ['IN', 10],
  ])('%s numbers have %i digits', (iso, digits) => {
    expect(findCountry(iso)?.phoneDigits).toBe(digits);
  });

  it('uses the expected names and dial codes for the Gulf', () => {
    expect(findCountry('KW')).toEqual({
      iso: 'KW',
      nameEn: 'Kuwait',
      nameAr: 'الكويت',
      dialCode: '+965',
      phoneDigits: 8,
    });
    expect(findCountry('SA')?.nameAr).toBe('المملكة العربية السعودية');
    expect(findCountry('US')?.nameAr).toBe('الولايات المتحدة');
    expect(findCountry('AE')?.dialCode).toBe('+971');
  });
});

describe('findCountry', () => {
  it('finds by ISO code in any case', () => {
    expect(findCountry('kw')?.nameEn).toBe('Kuwait');
  });

  it('returns undefined for unknown or missing codes', () => {
    expect(findCountry('ZZ')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
    expect(findCountry(null)).toBeUndefined();
    expect(findCountry(undefined)).toBeUndefined();
  });
});

describe('searchCountries', () => {
  it('returns every country for an empty query', () => {
    expect(searchCountries('', 'en')).toEqual(COUNTRIES);
    expect(searchCountries('   ', 'en')).toHaveLength(COUNTRIES.length);
    expect(searchCountries('', 'ar')).toHaveLength(COUNTRIES.length);
  });

  it('orders by Arabic name in Arabic', () => {
    const names = searchCountries('', 'ar').map((country) => country.nameAr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
  });

  it('matches English names ignoring case', () => {
    expect(isos(searchCountries('kuwait', 'en'))).toEqual(['KW']);
    expect(isos(searchCountries('SAUDI', 'en'))).toEqual(['SA']);
  });

  it('ranks names starting with the query, then words starting with it, then the rest', () => {
    expect(isos(searchCountries('ind', 'en'))).toEqual(['IN', 'ID', 'IO']);
    expect(isos(searchCountries('arab', 'en'))).toEqual(['SA', 'AE']);
    expect(isos(searchCountries('guinea', 'en'))).toEqual(['GN', 'GW', 'GQ', 'PG']);
  });

  it('ignores Latin accents', () => {
    expect(isos(searchCountries('cote', 'en'))).toEqual(['CI']);
    expect(isos(searchCountries('curacao', 'en'))).toEqual(['CW']);
  });

  it('matches Arabic names', () => {
    expect(isos(searchCountries('الكويت', 'ar'))).toEqual(['KW']);
    expect(isos(searchCountries('السعودية', 'ar'))).toEqual(['SA']);
    expect(isos(searchCountries('الولايات', 'ar'))).toEqual(['US']);
  });

  it('matches Arabic names in either UI language', () => {
    expect(isos(searchCountries('قطر', 'en'))).toEqual(['QA']);
    expect(isos(searchCountries('qatar', 'ar'))).toEqual(['QA']);
  });

  it('ignores Arabic diacritics, letter variants and the article', () => {
    expect(isos(searchCountries('ايران', 'ar'))).toEqual(['IR']);
    expect(isos(searchCountries('السعوديه', 'ar'))).toEqual(['SA']);
    expect(isos(searchCountries('مِصْر', 'ar'))).toEqual(['EG']);
    expect(isos(searchCountries('كويت', 'ar'))).toEqual(['KW']);
  });

  it('matches dial codes with or without +', () => {
    expect(isos(searchCountries('+965', 'en'))).toEqual(['KW']);
    expect(isos(searchCountries('965', 'en'))).toEqual(['KW']);
    expect(isos(searchCountries('00965', 'en'))).toEqual(['KW']);
    expect(isos(searchCountries('+٩٦٦', 'ar'))).toEqual(['SA']);
  });

  it('matches dial code prefixes', () => {
    expect(isos(searchCountries('+97', 'en'))).toEqual(['BH', 'BT', 'MN', 'NP', 'PS', 'QA', 'AE']);
  });

  it('lists every country sharing a dial code', () => {
    const nanp = searchCountries('+1', 'en');
    expect(isos(nanp)).toContain('US');
    expect(isos(nanp)).toContain('CA');
    expect(nanp.every((country) => country.dialCode === '+1')).toBe(true);
  });

  it('matches ISO codes', () => {
    expect(isos(searchCountries('kw', 'en'))).toEqual(['KW']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchCountries('xyzzy', 'en')).toEqual([]);
    expect(searchCountries('+999', 'en')).toEqual([]);
  });
});

describe('phoneError', () => {
  it('accepts a Kuwaiti 8-digit number', () => {
    expect(phoneError('55512345', 'KW')).toBeNull();
  });

  it('requires a country', () => {
    expect(phoneError('55512345', null)).toBe('country_required');
    expect(phoneError('55512345', '')).toBe('country_required');
    expect(phoneError('55512345', 'ZZ')).toBe('country_required');
  });

  it('requires a phone number', () => {
    expect(phoneError('', 'KW')).toBe('phone_required');
    expect(phoneError('   ', 'KW')).toBe('phone_required');
    expect(phoneError(null, 'KW')).toBe('phone_required');
  });

  it('allows digits only', () => {
    expect(phoneError('5551234a', 'KW')).toBe('phone_digits_only');
    expect(phoneError('+9655551234', 'KW')).toBe('phone_digits_only');
    expect(phoneError('5551 234', 'KW')).toBe('phone_digits_only');
  });

  it('checks the length for the country', () => {
    expect(phoneError('5551234', 'KW')).toBe('phone_length');
    expect(phoneError('555123456', 'KW')).toBe('phone_length');
    expect(phoneError('501234567', 'SA')).toBeNull();
    expect(phoneError('2025550123', 'US')).toBeNull();
    expect(phoneError('15123456789', 'DE')).toBeNull();
  });
});

describe('sanitizePhoneInput', () => {
  it('strips everything but digits', () => {
    expect(sanitizePhoneInput('(+965) 5-55', 'KW')).toBe('965555');
    expect(sanitizePhoneInput('555 123', null)).toBe('555123');
  });

  it('converts Arabic-Indic digits', () => {
    expect(sanitizePhoneInput('٥٥٥١٢٣٤٥', 'KW')).toBe('55512345');
    expect(sanitizePhoneInput('۵۵۵', 'IR')).toBe('555');
  });

  it("caps the length at the country's digit count", () => {
    expect(sanitizePhoneInput('5551234567', 'KW')).toBe('55512345');
    expect(sanitizePhoneInput('kw', 'KW')).toBe('');
  });

  it('caps at 15 digits without a country', () => {
    expect(MAX_PHONE_DIGITS).toBe(15);
    expect(sanitizePhoneInput('12345678901234567890', null)).toBe('123456789012345');
    expect(sanitizePhoneInput('12345678901234567890', 'ZZ')).toBe('123456789012345');
  });
});
