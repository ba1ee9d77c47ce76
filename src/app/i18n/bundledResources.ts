import type { Resource } from 'i18next';

/**
 * Every translation file, bundled eagerly. For tests and stories only — the
 * app itself fetches `public/assets/i18n/{lang}/{ns}.json` over HTTP.
 */
const files = import.meta.glob<Record<string, unknown>>('/public/assets/i18n/*/*.json', {
  eager: true,
  import: 'default',
});

export function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match;
    resources[lng] ??= {};
    resources[lng][ns] = content;
  }
  return resources;
}
