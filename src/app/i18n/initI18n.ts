import i18next, { type i18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, NAMESPACES, PUBLIC_LANGUAGES } from './languages';

interface InitOptions {
  /** Preloaded resources (tests, stories); when absent, files are fetched over HTTP. */
  resources?: Resource;
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

function isSupported(lng: string | null): lng is string {
  return lng !== null && (PUBLIC_LANGUAGES as readonly string[]).includes(lng);
}

/**
 * Creates the app's i18next instance. Translations live in
 * `public/assets/i18n/{lang}/{namespace}.json`; the language is persisted
 * under `selectedLanguage` and defaults to Indonesian.
 */
export async function initI18n({ resources, lng }: InitOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (!resources) instance.use(HttpBackend);
  const stored = readStoredLanguage();
  const language = lng ?? (isSupported(stored) ? stored : DEFAULT_LANGUAGE);
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = next;
    if (!lng) persistLanguage(next);
  });
  await instance.init({
    lng: language,
    resources,
    fallbackLng: 'en',
    supportedLngs: [...PUBLIC_LANGUAGES],
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes everything it renders
    react: { useSuspense: false },
    backend: { loadPath: `${import.meta.env.BASE_URL}assets/i18n/{{lng}}/{{ns}}.json` },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}
