import { useSyncExternalStore } from 'react';
import { directionOf, type Direction, type Language } from '@app/shared/constants';

const LANGUAGE_KEY = 'language';
const DIRECTION_KEY = 'direction';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** The stored language (local storage 'language'), English by default. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Language {
  const value = storage?.getItem(LANGUAGE_KEY);
  return isLanguage(value) ? value : 'en';
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

type Listener = (language: Language) => void;
const listeners = new Set<Listener>();
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
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

/** Pages that force a direction (the game pages are always left-to-right) override dir. */
let forcedDirection: Direction | null = null;
export function forceDirection(direction: Direction | null, doc: Document | undefined = globalThis.document): void {
  forcedDirection = direction;
  applyToDocument(current, doc);
}

export function applyToDocument(language: Language, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.documentElement.lang = language;
  doc.documentElement.dir = forcedDirection ?? directionOf(language);
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(
    (onChange) => subscribeLanguage(() => onChange()),
    getLanguage,
    getLanguage,
  );
}
