/** Languages of the public id/en switch (spec §2). `id` is the default. */
export const PUBLIC_LANGUAGES = ['id', 'en'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: PublicLanguage = 'id';
/** localStorage key of the chosen language (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Translation namespaces; each is a file `public/assets/i18n/{lang}/{ns}.json`. */
export const NAMESPACES = ['common', 'routes', 'mock', 'home', 'chat', 'order'] as const;
export type Namespace = (typeof NAMESPACES)[number];
