import type { Locator, Page } from '@playwright/test';
import { BOARD_LINE_KEYS, type BoardLineKey } from '../../src/lib/words/boardRules';
import { expect } from '../fixtures';

/**
 * The wizard's bunga papan composer ('Teks Papan', docs/product-rules.md#the-right-words-proposed) in Indonesian:
 * its fields by their labels, the live preview and a line's counter.
 */

/** A board's lines as the customer types them (the extra line is optional). */
export type BoardLines = Record<Exclude<BoardLineKey, 'extra'>, string> & { extra?: string };

const LINE_LABELS: Record<BoardLineKey, string> = {
  headline: 'Ucapan utama',
  recipient: 'Untuk',
  sender: 'Dari',
  extra: 'Baris tambahan (opsional)',
};

export const composerOf = (page: Page) => page.getByRole('region', { name: 'Teks Papan' });

/** A line's field. */
export const lineField = (page: Page, key: BoardLineKey) =>
  composerOf(page).getByRole('textbox', { name: LINE_LABELS[key], exact: true });

/** A line's live counter, '18/24' as it is shown. */
export const lineCounter = (page: Page, key: BoardLineKey) => page.locator(`#order-board-${key}-hint .text-counter`);

/** A line's (or the symbol's, …) error under its field. */
export const fieldError = (page: Page, id: string) => page.locator(`#order-board-${id}-error`);

export const occasionField = (page: Page) => composerOf(page).getByRole('combobox', { name: 'Acara', exact: true });
export const religionField = (page: Page) => composerOf(page).getByRole('combobox', { name: 'Agama keluarga' });
export const symbolField = (page: Page) => composerOf(page).getByRole('combobox', { name: 'Simbol', exact: true });
export const previewOf = (page: Page) => page.getByRole('figure', { name: 'Pratinjau papan' });

/** Types each line given (the others are left as they are). */
export async function typeLines(page: Page, lines: Partial<BoardLines>) {
  for (const key of BOARD_LINE_KEYS) {
    const text = lines[key];
    if (text !== undefined) await lineField(page, key).fill(text);
  }
}

/**
 * The elements' texts character for character (toHaveText would fold the spaces), in order; the lines left empty are
 * not drawn.
 */
async function expectExactly(elements: Locator, lines: ReadonlyArray<string | undefined>) {
  const expected = lines.filter((line): line is string => Boolean(line));
  await expect.poll(() => elements.allTextContents()).toEqual(expected);
}

/** The preview's lines, in the order it draws them: the headline, who it is for, the line below, the sender. */
export async function expectPreviewLines(preview: Locator, lines: BoardLines) {
  const drawn = [lines.headline, lines.recipient, lines.extra, lines.sender];
  await expectExactly(preview.locator('.wizard-board__panel > p'), drawn);
}

/** A staff or customer view's board text (BoardWordsView): its lines in the board's order, exactly. */
export async function expectBoardWords(view: Locator, lines: BoardLines) {
  await expectExactly(
    view.locator('.board-words__face .board-words__text'),
    BOARD_LINE_KEYS.map((key) => lines[key]),
  );
}

/** 'Waktu acara' (the shop's wall-clock time), 'Lokasi (rumah duka / gedung)' and 'Nama & gelar sudah saya periksa'. */
export async function fillEventAndCheck(page: Page, { eventAt, venue }: { eventAt?: string; venue?: string }) {
  const composer = composerOf(page);
  if (eventAt) await composer.getByLabel('Waktu acara', { exact: true }).fill(eventAt);
  if (venue) await composer.getByLabel('Lokasi (rumah duka / gedung)', { exact: true }).fill(venue);
  await composer.getByRole('checkbox', { name: 'Nama & gelar sudah saya periksa' }).check();
}
