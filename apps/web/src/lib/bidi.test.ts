import { afterAll, describe, expect, it } from 'vitest';
import { isolateLtr, LTR_VARIABLES } from './bidi';
import { i18n, switchLanguage } from './i18n';

type Catalogue = Record<string, unknown>;
const arabic = import.meta.glob<Catalogue>('../locales/ar/*.json', { eager: true, import: 'default' });

/** Every Arabic text (namespace:key) that puts an address, code or number into its sentence. */
function sentencesWithLtrValues(): { key: string; variables: string[] }[] {
  const found: { key: string; variables: string[] }[] = [];
  const walk = (namespace: string, node: unknown, path: string) => {
    if (typeof node === 'string') {
      const variables = [...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).filter((name) => LTR_VARIABLES.has(name));
      if (variables.length > 0) found.push({ key: `${namespace}:${path.replace(/_(zero|one|two|few|many|other)$/, '')}`, variables });
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(namespace, value, path ? `${path}.${key}` : key);
    }
  };
  for (const [file, catalogue] of Object.entries(arabic)) walk(file.slice('../locales/ar/'.length, -'.json'.length), catalogue, '');
  return found;
}

const SAMPLES: Record<string, string> = {
  url: '127.0.0.1:4300/tv',
  email: 'fatima-2@example.com',
  code: 'K7P2QX',
  slug: 'imam-ali-06',
  phone: '+965 5551 2345',
};

describe('addresses, codes and numbers inside Arabic sentences', () => {
  afterAll(() => switchLanguage('en'));

  it('are isolated left to right wherever a translated sentence takes one', async () => {
    const sentences = sentencesWithLtrValues();
    // The TV's address, the confirmation notice's e-mail, the TV and buzzer codes at least.
    expect(sentences.map(({ key }) => key)).toEqual(expect.arrayContaining(['tv:dialogBody', 'auth:confirm.noticeBody', 'tv:qrLabel', 'buzz:tvJoinCode']));
    await switchLanguage('ar');
    await i18n.loadNamespaces([...new Set(sentences.map(({ key }) => key.split(':')[0]!))]);
    for (const { key, variables } of sentences) {
      const values = Object.fromEntries(variables.map((name) => [name, SAMPLES[name]!]));
      const text = i18n.t(key, { ...values, count: 2 });
      for (const value of Object.values(values)) expect(text, key).toContain(isolateLtr(value));
    }
  });

  it('are left as they are in English', async () => {
    await switchLanguage('en');
    await i18n.loadNamespaces('tv');
    expect(i18n.t('tv:dialogBody', { url: SAMPLES.url })).toContain(' 127.0.0.1:4300/tv ');
  });
});
