import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/**
 * The default language's texts of the public pages' shared chrome, bundled with
 * the app so the first render waits for no translation request beyond the
 * page's own (which a prerendered page requests beside the scripts). Other
 * languages, the pages' own namespaces and the back office's are fetched when
 * needed. The list is PUBLIC_NAMESPACES (a test keeps them equal).
 */
const files = import.meta.glob<Record<string, unknown>>('/public/assets/i18n/id/{common,routes,mock,chat}.json', {
  eager: true,
  import: 'default',
});

export function startupTexts(): Resource {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) bundle[namespace] = content;
  }
  return { [DEFAULT_LANGUAGE]: bundle };
}
