import { describe, expect, it } from 'vitest';
import { flattenTexts as flatten } from '@/lib/i18n/flattenTexts';
import { APP_LANGUAGES, LANGUAGE_CODES, PUBLIC_LANGUAGES } from '@/lib/i18n/languages';
import { bundledResources } from './bundledResources';
import { translationLoadPath } from './initI18n';
import { NAMESPACES, namespacesOf, SHELL_COMMON_SECTION, SHELL_NAMESPACES } from './namespaces';

function expectFilled(entries: Record<string, unknown>, where: string) {
  for (const [key, value] of Object.entries(entries)) {
    expect(typeof value === 'string' && value.trim().length > 0, `${where}:${key} is empty`).toBe(true);
  }
}

/** The placeholders ({{name}}) of every value, by key. */
function placeholders(entries: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [
      key,
      String(value)
        .match(/{{\w+}}/g)
        ?.sort() ?? [],
    ]),
  );
}

/**
 * Words only Indonesian uses: an English value containing one was left untranslated. Names the
 * English text quotes on purpose (parameter names, a Jakarta district) are listed by key.
 */
const INDONESIAN_WORDS =
  /\b(yang|dan|tidak|gagal|halaman|harus|untuk|dengan|pesanan|memuat|silakan|belum|sudah|pilih|terjadi|kesalahan|berhasil|sedang|atau|dari|pengiriman|pembayaran|aktif|terhapus|menghapus|menyimpan|diisi|deskripsi|kode|nama|manajemen|galeri|galery|foto|paramter|saja|pagi|siang|sore|ada)\b/i;
const QUOTES_INDONESIAN = new Set(['parameters:codes.homeNote', 'delivery:zones.areaPlaceholder']);

const resources = bundledResources();
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => !(PUBLIC_LANGUAGES as readonly string[]).includes(code));

describe('translations', () => {
  it('has every namespace in every public language', () => {
    for (const lng of PUBLIC_LANGUAGES) {
      expect(Object.keys(resources[lng] ?? {}).sort()).toEqual(expect.arrayContaining([...NAMESPACES]));
    }
  });

  it.each([...NAMESPACES])('namespace %s has the same keys in Indonesian and English, none empty', (ns) => {
    const id = flatten(resources.id[ns]);
    const en = flatten(resources.en[ns]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    expectFilled(id, `id/${ns}`);
    expectFilled(en, `en/${ns}`);
  });

  it.each([...NAMESPACES])('namespace %s has no Indonesian left in its English texts', (ns) => {
    const untranslated = Object.entries(flatten(resources.en[ns]))
      .filter(([key, value]) => !QUOTES_INDONESIAN.has(`${ns}:${key}`) && INDONESIAN_WORDS.test(String(value)))
      .map(([key, value]) => `${key}: ${String(value)}`);
    expect(untranslated).toEqual([]);
  });

  it('every namespace file on disk is declared in NAMESPACES', () => {
    for (const lng of Object.keys(resources)) {
      for (const ns of Object.keys(resources[lng])) expect(NAMESPACES as readonly string[]).toContain(ns);
    }
  });

  it('offers the 17 languages of the theme settings panel, Arabic as ae', () => {
    expect(APP_LANGUAGES.map((language) => language.name)).toEqual([
      'Chinese',
      'Danish',
      'English',
      'French',
      'German',
      'Greek',
      'Hungarian',
      'Indonesian',
      'Italian',
      'Japanese',
      'Polish',
      'Portuguese',
      'Russian',
      'Spanish',
      'Swedish',
      'Turkish',
      'Arabic',
    ]);
    expect(LANGUAGE_CODES).toContain('ae');
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(OTHER_LANGUAGES)('locale %s', (lng) => {
    it.each([...SHELL_NAMESPACES])('translates every key of the shell namespace %s', (ns) => {
      const translated = flatten(resources[lng]?.[ns]);
      const en = flatten(resources.en[ns]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      expectFilled(translated, `${lng}/${ns}`);
      expect(placeholders(translated)).toEqual(placeholders(en));
    });

    it('translates the common buttons and nothing else of common (the rest falls back to English)', () => {
      const translated = flatten(resources[lng]?.common);
      const en = flatten({
        [SHELL_COMMON_SECTION]: (resources.en.common as Record<string, unknown>)[SHELL_COMMON_SECTION],
      });
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      expectFilled(translated, `${lng}/common`);
    });

    it('ships only the shell namespaces, so no request is made for the others', () => {
      expect(Object.keys(resources[lng] ?? {}).sort()).toEqual([...namespacesOf(lng)].sort());
      expect(translationLoadPath([lng], ['shell'])).not.toBe('');
      expect(translationLoadPath([lng], ['home'])).toBe('');
      expect(translationLoadPath(['en'], ['home'])).not.toBe('');
    });
  });
});
