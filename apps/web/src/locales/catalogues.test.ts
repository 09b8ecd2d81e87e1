import { describe, expect, it } from 'vitest';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** Every text's key path, e.g. 'nav.login'; a plural form (x_one, x_other) counts as its base x. */
function keys(catalogue: Catalogue, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const nested of keys(value as Catalogue, `${path}.`)) found.add(nested);
    } else {
      found.add(path);
    }
  }
  return found;
}

const namespaces = Object.keys(files)
  .filter((file) => file.startsWith('./en/'))
  .map((file) => file.slice('./en/'.length, -'.json'.length));

describe('translation catalogues', () => {
  it('have the same namespaces in English and Arabic', () => {
    const arabic = Object.keys(files).filter((file) => file.startsWith('./ar/'));
    expect(arabic.map((file) => file.slice('./ar/'.length, -'.json'.length)).sort()).toEqual([...namespaces].sort());
    expect(namespaces.length).toBeGreaterThan(10);
  });

  // Arabic pages never load the English catalogues, so a text missing in Arabic would show its key.
  it.each(namespaces)('%s: every text exists in both languages', (namespace) => {
    const english = keys(files[`./en/${namespace}.json`]!);
    const arabic = keys(files[`./ar/${namespace}.json`]!);
    expect([...english].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic].filter((key) => !english.has(key))).toEqual([]);
  });

  it('every plural has its "other" form in both languages', () => {
    for (const [file, catalogue] of Object.entries(files)) {
      const walk = (node: Catalogue, path: string) => {
        for (const [key, value] of Object.entries(node)) {
          if (value !== null && typeof value === 'object' && !Array.isArray(value)) walk(value as Catalogue, `${path}${key}.`);
          // API error codes are keys as the server spells them ('score_at_zero' is no plural).
          if (path === 'apiErrors.') continue;
          const plural = /^(.*)_(zero|one|two|few|many)$/.exec(key);
          if (plural) expect(node, `${file} ${path}${plural[1]}_other`).toHaveProperty([`${plural[1]}_other`]);
        }
      };
      walk(catalogue, '');
    }
  });
});
