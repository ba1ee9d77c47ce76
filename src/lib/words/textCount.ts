/**
 * How the shop counts a text (docs/product-rules.md#the-right-words-proposed): in characters as a reader sees them
 * (an emoji or an accented letter is one), so the counter under a field, the mock backend and the surcharge agree.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of a text as a reader sees them. */
export function characters(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** A line's length: its characters once trimmed, spaces between words included (they take room on a board). */
export function lineLength(text: string | undefined | null): number {
  return text ? characters(text.trim()).length : 0;
}

/** The characters a board's text is charged for: every line's, spaces left out. */
export function chargedCharacters(lines: readonly (string | undefined | null)[]): number {
  return lines.reduce((sum, line) => sum + (line ? characters(line).filter((c) => !/^\s+$/u.test(c)).length : 0), 0);
}
