import { readFileSync } from 'node:fs';

/** The back office's two languages of the journeys: Indonesian (the default) and English. */
export type Language = 'id' | 'en';

/** `'ns:a.b'` with `{{name}}` values filled in, as i18next would (plural keys are named in full: `summary_one`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The app's own texts (public/assets/i18n/{language}/{ns}.json), so a journey finds what a screen says in either
 * language without writing it twice.
 */
export function translator(language: Language): Translate {
  const files = new Map<string, Record<string, unknown>>();
  const file = (ns: string) => {
    let content = files.get(ns);
    if (!content) {
      const url = new URL(`../../public/assets/i18n/${language}/${ns}.json`, import.meta.url);
      content = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
      files.set(ns, content);
    }
    return content;
  };
  return (key, values = {}) => {
    const [ns, path] = key.split(':');
    const text = path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file(ns));
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
