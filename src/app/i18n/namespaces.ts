import { PUBLIC_LANGUAGES } from '@/lib/i18n/languages';

/** Namespaces loaded at start: the chrome every public page shares (header, footer, titles, chat, mock panel). */
export const PUBLIC_NAMESPACES = ['common', 'routes', 'mock', 'chat'] as const;

/**
 * The public pages' own namespaces (the home page, the order wizard, the customer's order page, and `words`: the
 * occasions, religions and board texts the wizard, the order page, the back office and the run share), fetched when
 * their page opens, so no page carries another's texts; a prerendered page has its own requested as its app starts.
 */
export const ON_DEMAND_PUBLIC_NAMESPACES = ['home', 'order', 'orderPage', 'words'] as const;

/** Back-office namespaces, loaded when the back office (login or /app) opens. */
export const BACK_OFFICE_NAMESPACES = [
  'auth',
  'shell',
  'settings',
  'accounts',
  'news',
  'analytics',
  'tables',
  'booking',
  'reports',
  'apps',
  'customer',
  'catalogue',
  'orderStatus',
  'gallery',
  'parameters',
  'orders',
  'print',
  'delivery',
  'payments',
  'templates',
  'words',
] as const;

/** The driver's run (/app/run, the proposed Driver role): its page, and signing in again. */
export const DRIVER_NAMESPACES = ['auth', 'run', 'words'] as const;

/** Translation namespaces; each is a file `public/assets/i18n/{lang}/{ns}.json`. */
export const NAMESPACES = [
  ...PUBLIC_NAMESPACES,
  ...ON_DEMAND_PUBLIC_NAMESPACES,
  ...BACK_OFFICE_NAMESPACES,
  'run',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The back-office shell, translated in every one of the 17 languages: sidebar,
 * header and user menu (`shell`), the theme settings panel (`settings`) and the
 * common buttons (`common` → `actions`). Indonesian and English have every
 * namespace; the other locales have only these files and fall back to English.
 */
export const SHELL_NAMESPACES = ['shell', 'settings'] as const;
export const SHELL_COMMON_SECTION = 'actions';

/** The namespaces a locale ships files for. */
export function namespacesOf(code: string): readonly Namespace[] {
  if ((PUBLIC_LANGUAGES as readonly string[]).includes(code)) return NAMESPACES;
  return ['common', ...SHELL_NAMESPACES];
}
