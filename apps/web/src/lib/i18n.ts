import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@app/shared/constants';
import { isolateLtr, LTR_VARIABLES } from './bidi';
import { getLanguage, setLanguage, subscribeLanguage } from './language';
import { createListeners } from './listeners';

/**
 * A small i18n runtime with the slice of the i18next API the app uses (useTranslation, t with
 * {{interpolation}}, count plurals via Intl.PluralRules, returnObjects, 'ns:key'). It replaces
 * i18next to keep the landing page's first download within budget.
 * Catalogues: src/locales/<language>/<namespace>.json, each loaded on first use, only in the
 * language on screen: both languages have every text (src/locales/catalogues.test.ts).
 */
type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

const loaders = import.meta.glob<{ default: Catalogue }>('../locales/*/*.json') as Record<string, Loader>;
const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
let version = 0;
const listeners = createListeners();
const emit = () => {
  version++;
  listeners.emit();
};

const cacheKey = (language: Language, namespace: string) => `${language}/${namespace}`;

let used: Set<string> | undefined;

/**
 * Records which catalogues the screens use while a page renders on the server (the app loads the
 * same ones before taking the page over); the returned function stops and gives them.
 */
export function recordUsedNamespaces(): () => string[] {
  const recording = new Set<string>(['common']);
  used = recording;
  return () => {
    if (used === recording) used = undefined;
    return [...recording];
  };
}

function load(language: Language, namespace: string): Promise<void> {
  const key = cacheKey(language, namespace);
  if (catalogues.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const loader = loaders[`../locales/${key}.json`];
    pending = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        catalogues.set(key, module.default);
        emit();
      },
      () => {
        loading.delete(key);
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

function loadNamespaces(language: Language, namespaces: string[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => load(language, ns))).then(() => undefined);
}

function isLoaded(language: Language, namespaces: string[]): boolean {
  return namespaces.every((ns) => catalogues.has(cacheKey(language, ns)));
}

function lookup(language: Language, namespace: string, path: string): unknown {
  let node: unknown = catalogues.get(cacheKey(language, namespace));
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export type TOptions = {
  count?: number;
  lng?: Language;
  ns?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [variable: string]: unknown;
};

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function interpolate(language: Language, text: string, options: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    if (value === undefined || value === null) return match;
    return language === 'ar' && LTR_VARIABLES.has(name) ? isolateLtr(String(value)) : String(value);
  });
}

function resolve(language: Language, defaultNs: string, key: string, options: TOptions = {}): unknown {
  const separator = key.indexOf(':');
  const namespace = separator > 0 ? key.slice(0, separator) : (options.ns ?? defaultNs);
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const candidates = typeof options.count === 'number' ? [`${path}_${pluralSuffix(language, options.count)}`, `${path}_other`, path] : [path];
  for (const candidate of candidates) {
    const value = lookup(language, namespace, candidate);
    if (value === undefined) continue;
    if (typeof value === 'string') return interpolate(language, value, options);
    if (options.returnObjects) return value;
  }
  return options.defaultValue ?? key;
}

export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

function makeT(defaultNs: string, fixedLanguage?: Language): TFunction {
  return ((key: string, options?: TOptions) =>
    resolve(options?.lng ?? fixedLanguage ?? getLanguage(), defaultNs, key, options)) as TFunction;
}

export const i18n = {
  get language(): Language {
    return getLanguage();
  },
  get resolvedLanguage(): Language {
    return getLanguage();
  },
  dir(language: Language = getLanguage()): 'ltr' | 'rtl' {
    return language === 'ar' ? 'rtl' : 'ltr';
  },
  t: makeT('common'),
  exists(key: string, options?: TOptions): boolean {
    return resolve(options?.lng ?? getLanguage(), options?.ns ?? 'common', key, options) !== key;
  },
  /** Loads the catalogues already in use for the new language (the language store switches it). */
  async changeLanguage(language: Language): Promise<void> {
    const namespaces = new Set([...catalogues.keys()].map((key) => key.split('/')[1]!));
    await loadNamespaces(language, [...namespaces]);
  },
  loadNamespaces(namespaces: string | string[], language: Language = getLanguage()): Promise<void> {
    return loadNamespaces(language, Array.isArray(namespaces) ? namespaces : [namespaces]);
  },
};

export async function initI18n(language: Language = getLanguage()): Promise<typeof i18n> {
  await loadNamespaces(language, ['common']);
  subscribeLanguage((next) => void i18n.changeLanguage(next).then(emit));
  return i18n;
}

function subscribe(listener: () => void) {
  const unsubscribe = listeners.subscribe(listener);
  const unsubscribeLanguage = subscribeLanguage(listener);
  return () => {
    unsubscribe();
    unsubscribeLanguage();
  };
}

/** Like react-i18next's hook: suspends until the namespaces are loaded, re-renders on language change. */
export function useTranslation(ns: string | string[] = 'common'): { t: TFunction; i18n: typeof i18n; ready: true } {
  const namespaces = Array.isArray(ns) ? ns : [ns];
  for (const namespace of namespaces) used?.add(namespace);
  const defaultNs = namespaces[0] ?? 'common';
  const getSnapshot = () => `${getLanguage()}:${version}`;
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const language = snapshot.slice(0, 2) as Language;
  if (!isLoaded(language, namespaces)) throw loadNamespaces(language, namespaces);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => makeT(defaultNs, language), [defaultNs, snapshot]);
  return { t, i18n, ready: true };
}

/** Switches the interface language once its catalogues are loaded (no flash of untranslated text). */
export async function switchLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  setLanguage(language);
}
