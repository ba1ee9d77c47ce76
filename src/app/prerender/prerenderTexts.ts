import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/** Every namespace of the default language: what the prerendered pages show. */
const files = import.meta.glob<Record<string, unknown>>('/public/assets/i18n/id/*.json', {
  eager: true,
  import: 'default',
});

export function prerenderTexts(): Resource {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) bundle[namespace] = content;
  }
  return { [DEFAULT_LANGUAGE]: bundle };
}
