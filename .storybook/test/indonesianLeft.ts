import type { Resource } from 'i18next';
import { bundledResources } from '../../src/app/i18n/bundledResources';
import { flattenTexts } from '../../src/lib/i18n/flattenTexts';
import { DELIVERY_TIMES } from '../../src/lib/orders/orderValues';
import { HOME_PARAMETER_NAMES } from '../../src/lib/shop/homeParameters';
import { parseLine } from './readableAriaSnapshot';

/**
 * The check of a story told in English (docs/design-review.md#what-a-text-snapshot-keeps): none of its texts and
 * names is one of the app's Indonesian sentences. A text left untranslated (hard-coded, or a key English lacks and
 * Indonesian fills in) shows as the Indonesian sentence it is.
 *
 * A sentence is an Indonesian translation at least `MIN_LENGTH` characters long with a space in it and no
 * interpolation, which no English translation says too (a short word, or a name such as 'Bahasa Indonesia', may be
 * the same in both). Not counted: the shop's default data in the translations (`fallback…` and `defaults` keys: the
 * sample categories and the home's default texts, which the seeded shop data repeats), and the values the API
 * carries as they are in every language (a delivery window's label, the names of the home's parameters).
 */
const MIN_LENGTH = 12;

const SHOP_DATA_KEY = /(^|\.)(fallback\w*|defaults)(\.|$)/;

const API_VALUES = new Set<string>([...DELIVERY_TIMES, ...HOME_PARAMETER_NAMES]);

export function indonesianSentences(resources: Resource = bundledResources()): Set<string> {
  const of = (language: string) =>
    new Map(
      Object.entries(flattenTexts(resources[language] ?? {})).flatMap(([key, text]) =>
        typeof text === 'string' ? [[key, text.trim()] as const] : [],
      ),
    );
  const english = new Set(of('en').values());
  return new Set(
    [...of('id')]
      .filter(([key, text]) => !SHOP_DATA_KEY.test(key) && !english.has(text) && !API_VALUES.has(text))
      .map(([, text]) => text)
      .filter((text) => text.length >= MIN_LENGTH && text.includes(' ') && !/\{\{|<|\$t\(/.test(text)),
  );
}

let sentences: Set<string> | undefined;

/** The Indonesian sentences that are whole names or texts of an ARIA snapshot's lines. */
export function indonesianLeftIn(snapshot: string, known: Set<string> = (sentences ??= indonesianSentences())) {
  const texts = snapshot.split('\n').flatMap((line) => {
    const { name, value } = parseLine(line);
    return [name, value].filter((text): text is string => Boolean(text)).map((text) => text.trim());
  });
  return [...new Set(texts.filter((text) => known.has(text)))];
}
