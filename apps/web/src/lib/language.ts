import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';
import { languageFromBrowser } from '@app/shared/browser-language';
import { directionOf, isLanguage, LANGUAGE_COOKIE, type Direction, type Language } from '@app/shared/constants';

const LANGUAGE_KEY = 'language';
const DIRECTION_KEY = 'direction';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The stored language (local storage 'language'); on a first visit without a choice, the
 * browser's (navigator.languages, as its Accept-Language told the server); English by default.
 */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  const value = storage?.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : (languageFromBrowser(browserLanguages) ?? 'en');
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

type Listener = (language: Language) => void;
const listeners = createListeners<[Language]>();
let current: Language = readStoredLanguage();

export function getLanguage(): Language {
  return current;
}

export function getDirection(): Direction {
  return directionOf(current);
}

/**
 * Changes the interface language: local storage ('language' and 'direction'), the html lang
 * and dir attributes, and every subscriber (i18n, the saved preference of a signed-in user).
 */
export function setLanguage(language: Language, options: { document?: Document; storage?: Storage } = {}): void {
  const storage = options.storage ?? safeStorage();
  storage?.setItem(LANGUAGE_KEY, language);
  storage?.setItem(DIRECTION_KEY, directionOf(language));
  applyToDocument(language, options.document);
  writeLanguageCookie(language, options.document);
  if (language === current) return;
  current = language;
  listeners.emit(language);
}

/** Pages that force a direction (the game pages are always left-to-right) override dir. */
let forcedDirection: Direction | null = null;
export function forceDirection(direction: Direction | null, doc: Document | undefined = globalThis.document): void {
  forcedDirection = direction;
  applyToDocument(current, doc);
}

/** The language in a cookie too, so a returning visitor's first page arrives in it, not hidden until the app re-renders it. */
export function writeLanguageCookie(language: Language, doc: Document | undefined = globalThis.document): void {
  if (doc) doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function applyToDocument(language: Language, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.documentElement.lang = language;
  doc.documentElement.dir = forcedDirection ?? directionOf(language);
}

export function subscribeLanguage(listener: Listener): () => void {
  return listeners.subscribe(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(
    (onChange) => subscribeLanguage(() => onChange()),
    getLanguage,
    getLanguage,
  );
}
