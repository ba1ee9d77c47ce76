import { isRtlLanguage, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';

/** The options of the theme settings panel (docs/product-rules.md#back-office-frame). */
export const THEMES = ['light', 'dark', 'system'] as const;
export const MENUS = ['horizontal', 'vertical', 'collapsible-vertical'] as const;
export const LAYOUTS = ['boxed-layout', 'full'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const NAVBARS = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;
/** Route animations; '' is none. */
export const ANIMATIONS = [
  '',
  'fade',
  'fade-down',
  'fade-up',
  'fade-left',
  'fade-right',
  'slide-down',
  'slide-left',
  'slide-right',
  'zoom-in',
] as const;

export type ThemeMode = (typeof THEMES)[number];
export type MenuMode = (typeof MENUS)[number];
export type LayoutMode = (typeof LAYOUTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type NavbarMode = (typeof NAVBARS)[number];
export type RouteAnimation = (typeof ANIMATIONS)[number];

/**
 * App settings kept in localStorage. The language is not repeated
 * here: it lives under `selectedLanguage` (default id), shared with the
 * public id/en switch.
 */
export interface ThemeSettings {
  theme: ThemeMode;
  menu: MenuMode;
  layout: LayoutMode;
  rtlClass: Direction;
  animation: RouteAnimation;
  navbar: NavbarMode;
  semidark: boolean;
  /** Desktop sidebar shown (true) or hidden by the header's menu button. */
  sidebar: boolean;
}

export const SETTINGS_STORAGE_KEY = 'appSettings';

/** Defaults: light theme, vertical menu, full layout; ltr unless the language is Arabic. */
export function defaultThemeSettings(language: string | null = null): ThemeSettings {
  return {
    theme: 'light',
    menu: 'vertical',
    layout: 'full',
    rtlClass: isRtlLanguage(language) ? 'rtl' : 'ltr',
    animation: '',
    navbar: 'navbar-sticky',
    semidark: false,
    sidebar: true,
  };
}

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads stored settings; anything missing or unknown takes its default. */
export function parseThemeSettings(raw: string | null, language: string | null): ThemeSettings {
  const defaults = defaultThemeSettings(language);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return {
    theme: pick(THEMES, stored.theme, defaults.theme),
    menu: pick(MENUS, stored.menu, defaults.menu),
    layout: pick(LAYOUTS, stored.layout, defaults.layout),
    rtlClass: pick(DIRECTIONS, stored.rtlClass, defaults.rtlClass),
    animation: pick(ANIMATIONS, stored.animation, defaults.animation),
    navbar: pick(NAVBARS, stored.navbar, defaults.navbar),
    semidark: typeof stored.semidark === 'boolean' ? stored.semidark : defaults.semidark,
    sidebar: typeof stored.sidebar === 'boolean' ? stored.sidebar : defaults.sidebar,
  };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readThemeSettings(): ThemeSettings {
  const store = storage();
  return parseThemeSettings(store?.getItem(SETTINGS_STORAGE_KEY) ?? null, store?.getItem(LANGUAGE_STORAGE_KEY) ?? null);
}

export function writeThemeSettings(settings: ThemeSettings) {
  try {
    storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    /* storage full or unavailable: the settings last for this page */
  }
}
