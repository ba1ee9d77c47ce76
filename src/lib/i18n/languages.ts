/** Languages of the public id/en switch. `id` is the default. */
export const PUBLIC_LANGUAGES = ['id', 'en'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: PublicLanguage = 'id';
/** localStorage key of the chosen language (docs/product-rules.md#conventions). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

export interface AppLanguage {
  /** Locale code; Arabic is `ae` as the template uses. */
  code: string;
  /** English name. */
  name: string;
  /** The language's own name (endonym), shown in the list. */
  nativeName: string;
  /** BCP 47 tag for `<html lang>` (`ae` is Avestan in BCP 47, so Arabic is `ar`). */
  htmlLang: string;
}

/**
 * The 17 languages of the back-office theme settings panel (docs/product-rules.md#back-office-frame), in the
 * product's order.
 */
export const APP_LANGUAGES: readonly AppLanguage[] = [
  { code: 'zh', name: 'Chinese', nativeName: '中文', htmlLang: 'zh' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', htmlLang: 'da' },
  { code: 'en', name: 'English', nativeName: 'English', htmlLang: 'en' },
  { code: 'fr', name: 'French', nativeName: 'Français', htmlLang: 'fr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', htmlLang: 'de' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', htmlLang: 'el' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar', htmlLang: 'hu' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', htmlLang: 'id' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', htmlLang: 'it' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', htmlLang: 'ja' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', htmlLang: 'pl' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', htmlLang: 'pt' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', htmlLang: 'ru' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', htmlLang: 'es' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska', htmlLang: 'sv' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', htmlLang: 'tr' },
  { code: 'ae', name: 'Arabic', nativeName: 'العربية', htmlLang: 'ar' },
];

export const LANGUAGE_CODES: readonly string[] = APP_LANGUAGES.map((language) => language.code);

/** Only Arabic turns the layout right-to-left. */
export const RTL_LANGUAGES: readonly string[] = ['ae'];

export function isSupportedLanguage(code: string | null | undefined): code is string {
  return typeof code === 'string' && LANGUAGE_CODES.includes(code);
}

export function isRtlLanguage(code: string | null | undefined): boolean {
  return typeof code === 'string' && RTL_LANGUAGES.includes(code);
}

/** The `<html lang>` value of a locale code. */
export function htmlLangOf(code: string): string {
  return APP_LANGUAGES.find((language) => language.code === code)?.htmlLang ?? code;
}
