import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/**
 * The default language's public texts, bundled with the app so the first
 * render (and the hydration of the prerendered pages) waits for no
 * translation request. Other languages and the back-office namespaces are
 * fetched when needed. The list is PUBLIC_NAMESPACES (a test keeps them equal).
 */
const files = import.meta.glob<Record<string, unknown>>(
  '/public/assets/i18n/id/{common,routes,mock,home,chat,order}.json',
  {
    eager: true,
    import: 'default',
  },
);

export function startupTexts(): Resource {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) bundle[namespace] = content;
  }
  return { [DEFAULT_LANGUAGE]: bundle };
}
