import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  isSupportedLanguage,
  LANGUAGE_CODES,
  LANGUAGE_STORAGE_KEY,
  PUBLIC_LANGUAGES,
} from '@/lib/i18n/languages';
import { createFetchBackend } from './fetchBackend';
import { namespacesOf, NAMESPACES, PUBLIC_NAMESPACES } from './namespaces';

interface InitOptions {
  /** Preloaded resources (tests, stories); when absent, files are fetched over HTTP. */
  resources?: Resource;
  /** Over HTTP: texts bundled with the app (startupTexts), used as they are and never fetched. */
  bundled?: Resource;
  /** Forces a language; otherwise the stored `selectedLanguage`, else Indonesian. */
  lng?: string;
}

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function persistLanguage(lng: string) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page only */
  }
}

const LOAD_PATH = `${import.meta.env.BASE_URL}assets/i18n/{{lng}}/{{ns}}.json`;

/**
 * Where a namespace file is fetched from. The 15 locales other than id/en ship
 * only the shell namespaces: for the rest no request is made ('' = empty
 * bundle) and i18next falls back to English key by key.
 */
export function translationLoadPath(languages: readonly string[], namespaces: readonly string[]): string {
  const [lng] = languages;
  const [ns] = namespaces;
  return (namespacesOf(lng) as readonly string[]).includes(ns) ? LOAD_PATH : '';
}

/**
 * English stands in, key by key, for the 15 locales that ship only the shell
 * namespaces. Indonesian and English have every key (translations.test.ts),
 * so they need no fallback, and the default language loads nothing extra.
 */
function fallbackOf(code: string): string[] {
  return (PUBLIC_LANGUAGES as readonly string[]).includes(code) ? [] : ['en'];
}

/**
 * Creates the app's i18next instance. Translations live in
 * `public/assets/i18n/{lang}/{namespace}.json`; the language is persisted
 * under `selectedLanguage` and defaults to Indonesian. Over HTTP only the
 * public namespaces load at start (the default language's come `bundled`,
 * without a request); the back office loads its own on opening.
 */
export async function initI18n({ resources, bundled, lng }: InitOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (!resources) instance.use(createFetchBackend(translationLoadPath));
  const stored = readStoredLanguage();
  const language = lng ?? (isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE);
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(next);
    if (!lng) persistLanguage(next);
  });
  await instance.init({
    lng: language,
    resources: resources ?? bundled,
    partialBundledLanguages: Boolean(bundled && !resources),
    fallbackLng: resources ? 'en' : fallbackOf,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'languageOnly',
    ns: resources ? [...NAMESPACES] : [...PUBLIC_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes everything it renders
    react: { useSuspense: false },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
  return instance;
}
