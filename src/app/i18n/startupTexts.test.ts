import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { bundledResources } from './bundledResources';
import { initI18n } from './initI18n';
import { PUBLIC_NAMESPACES } from './namespaces';
import { startupTexts } from './startupTexts';

describe('startup texts', () => {
  it('bundle exactly the public namespaces of the default language', () => {
    const texts = startupTexts();
    expect(Object.keys(texts)).toEqual([DEFAULT_LANGUAGE]);
    expect(Object.keys(texts[DEFAULT_LANGUAGE]).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    expect(texts[DEFAULT_LANGUAGE]).toEqual(
      Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, bundledResources()[DEFAULT_LANGUAGE][ns]])),
    );
  });

  it('let the app start in the default language without any translation request', async () => {
    const requests: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL) => {
      requests.push(String(input));
      return original(input);
    }) as typeof fetch;
    try {
      localStorage.removeItem('selectedLanguage');
      const i18n = await initI18n({ bundled: startupTexts() });
      expect(i18n.language).toBe('id');
      expect(i18n.t('common:loader.label')).toBe('Memuat halaman…');
      expect(requests).toEqual([]);
      // a page's own texts come with the page (namespaces.ts)
      expect(i18n.hasLoadedNamespace('home')).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
  });
});
