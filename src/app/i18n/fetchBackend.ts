import type { BackendModule, ReadCallback } from 'i18next';

/**
 * The i18next backend of the app: one `fetch` of
 * `public/assets/i18n/{lng}/{ns}.json` per namespace and language not bundled
 * (`loadPath` answers '' when the locale has no such file: an empty bundle,
 * no request). A failure is reported as retryable, as i18next expects.
 */
export function createFetchBackend(
  loadPath: (languages: readonly string[], namespaces: readonly string[]) => string,
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const template = loadPath([language], [namespace]);
      if (!template) {
        callback(null, {});
        return;
      }
      const url = template.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
    },
  };
}
