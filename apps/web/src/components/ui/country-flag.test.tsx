import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@app/shared/countries';
import { CountryFlag } from './country-flag';

describe('CountryFlag', () => {
  it('renders a lazy, decorative 20x15 image', () => {
    const html = renderToStaticMarkup(<CountryFlag iso="KW" className="me-2" />);
    expect(html).toMatch(/^<img src="[^"]*KW\.svg[^"]*" alt="" width="20" height="15" loading="lazy"/);
    expect(html).toContain('me-2');
  });

  it('accepts lower-case codes', () => {
    expect(renderToStaticMarkup(<CountryFlag iso="sa" />)).toMatch(/SA\.svg/);
  });

  it('has a flag for every country in the list', () => {
    const missing = COUNTRIES.filter((country) =>
      renderToStaticMarkup(<CountryFlag iso={country.iso} />).startsWith('<span'),
    );
    expect(missing.map((country) => country.iso)).toEqual([]);
  });

  it('renders a grey box for an unknown code', () => {
    const html = renderToStaticMarkup(<CountryFlag iso="ZZ" className="me-2" />);
    expect(html).toMatch(/^<span aria-hidden="true" data-flag-missing="" class="[^"]*bg-neutral-300[^"]*"><\/span>$/);
    expect(html).toContain('me-2');
  });
});
