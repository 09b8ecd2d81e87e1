import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@app/shared/constants';
import { getLanguage, subscribeLanguage } from './language';

/** Each namespace is a JSON file per language under src/locales, loaded when first used. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`Missing catalogue ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export async function initI18n(language: Language = getLanguage()): Promise<typeof i18next> {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  subscribeLanguage((next) => void i18next.changeLanguage(next));
  return i18next;
}

/** Components import translation hooks from here, never from the library directly. */
export { Trans, useTranslation } from 'react-i18next';
