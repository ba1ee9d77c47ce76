import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@/api/generated/shopApi';
import { boardLinesOf, eventTimeOf, isCondolenceBoard, orderWordsOf, textSurchargeOf } from './boardWords';

const board = (overrides: Partial<BoardOrder> = {}): BoardOrder => ({
  occasion: 'duka',
  religion: 'islam',
  lines: { headline: 'Turut Berduka Cita', recipient: 'Bpk.  H. Ahmad', sender: 'PT Sinar Jaya' },
  style: 'gabus',
  symbol: 'none',
  characters: 40,
  ...overrides,
});

describe("an order's words", () => {
  it("gives a board's lines in the board's order, as composed (inner spaces kept), the empty ones left out", () => {
    const lines = boardLinesOf(
      board({
        lines: { sender: 'PT Sinar Jaya', extra: '   ', headline: 'Turut Berduka Cita', recipient: 'Bpk.  H. Ahmad' },
      }),
    );
    expect(lines).toEqual([
      { key: 'headline', text: 'Turut Berduka Cita' },
      { key: 'recipient', text: 'Bpk.  H. Ahmad' },
      { key: 'sender', text: 'PT Sinar Jaya' },
    ]);
    expect(boardLinesOf(board({ lines: { headline: 'A', recipient: 'B', sender: 'C', extra: 'D' } })).at(-1)).toEqual({
      key: 'extra',
      text: 'D',
    });
  });

  it('knows a condolence board and when its event starts', () => {
    expect(isCondolenceBoard({ board: board() })).toBe(true);
    expect(isCondolenceBoard({ board: board({ occasion: 'pernikahan' }) })).toBe(false);
    expect(isCondolenceBoard({ board: null })).toBe(false);
    expect(isCondolenceBoard({})).toBe(false);
    expect(eventTimeOf(board({ eventAt: '2026-11-24T03:00:00.000Z' }))).toBe(Date.parse('2026-11-24T03:00:00.000Z'));
    expect(eventTimeOf(board())).toBeNull();
    expect(eventTimeOf(board({ eventAt: 'besok pagi' }))).toBeNull();
    expect(eventTimeOf(null)).toBeNull();
  });

  it("shows a board's text surcharge (0 included) and any other surcharge over 0; none for an order without", () => {
    expect(textSurchargeOf({ board: board(), textSurcharge: 30_000 })).toBe(30_000);
    expect(textSurchargeOf({ board: board(), textSurcharge: 0 })).toBe(0);
    expect(textSurchargeOf({ board: board() })).toBe(0);
    expect(textSurchargeOf({ board: null, textSurcharge: 0 })).toBeUndefined();
    expect(textSurchargeOf({})).toBeUndefined();
    expect(textSurchargeOf({ textSurcharge: 5_000 })).toBe(5_000);
  });

  it("keeps an order placed without the words as it was: its one text is the card's, no instructions apart", () => {
    expect(orderWordsOf({ specialMessage: ' Selamat ulang tahun! ' })).toEqual({
      apart: false,
      card: 'Selamat ulang tahun!',
      instructions: null,
    });
    expect(orderWordsOf({ specialMessage: 'Titip satpam', cardMessage: 'Peluk dari Ayu' })).toEqual({
      apart: true,
      card: 'Peluk dari Ayu',
      instructions: 'Titip satpam',
    });
    expect(orderWordsOf({ specialMessage: 'Titip satpam', cardMessage: null })).toEqual({
      apart: true,
      card: null,
      instructions: 'Titip satpam',
    });
  });
});
