import { afterEach, describe, expect, it } from 'vitest';
import { earliestDeliveryDay, defaultDeliverySettings } from '../delivery/deliveryRules';
import {
  allowedSymbols,
  boardCharacters,
  eventTooSoon,
  lineProblems,
  symbolAllowed,
  textSurcharge,
  unsupportedCharacters,
  type BoardSpecRules,
} from './boardRules';

/** The shop's 2 × 1,25 m board: headline 24, recipient and sender 40, the line below 50; 60 characters included. */
const STANDARD: BoardSpecRules = {
  lines: [
    { key: 'headline', maxChars: 24, required: true },
    { key: 'recipient', maxChars: 40, required: true },
    { key: 'sender', maxChars: 40, required: true },
    { key: 'extra', maxChars: 50, required: false },
  ],
  freeChars: 60,
  pricePerExtraChar: 2500,
};

/** A bigger board (2,5 × 1,5 m) takes longer lines. */
const GRAND: BoardSpecRules = {
  lines: [
    { key: 'headline', maxChars: 30, required: true },
    { key: 'recipient', maxChars: 50, required: true },
    { key: 'sender', maxChars: 50, required: true },
    { key: 'extra', maxChars: 60, required: false },
  ],
  freeChars: 80,
  pricePerExtraChar: 2500,
};

/** A mini board (1,2 × 0,8 m) has no line below. */
const MINI: BoardSpecRules = {
  lines: [
    { key: 'headline', maxChars: 16, required: true },
    { key: 'recipient', maxChars: 28, required: true },
    { key: 'sender', maxChars: 28, required: true },
  ],
  freeChars: 40,
  pricePerExtraChar: 2000,
};

const LINES = { headline: 'Turut Berduka Cita', recipient: 'Atas wafatnya Bpk. Ahmad', sender: 'Keluarga Wijaya' };

const SYMBOLS = [
  { symbol: 'none', religions: ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'] },
  { symbol: 'salib', religions: ['kristen', 'katolik'] },
  { symbol: 'bunga', religions: ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'] },
];

describe('line limits per size', () => {
  const headline = (text: string, spec = STANDARD) =>
    lineProblems(spec, { ...LINES, headline: text }, 'printing').filter((problem) => problem.key === 'headline');

  it('takes a line at its limit and refuses one character more, spaces included, trimmed', () => {
    expect(headline('a'.repeat(24))).toEqual([]);
    expect(headline(`  ${'a'.repeat(24)}  `)).toEqual([]);
    expect(headline('Selamat & Sukses Selalu!!')).toEqual([
      { key: 'headline', code: 'line_too_long', length: 25, maxChars: 24 },
    ]);
    expect(headline('a b c d e f g h i j k l m')).toEqual([
      { key: 'headline', code: 'line_too_long', length: 25, maxChars: 24 },
    ]);
  });

  it('lets a bigger size take more and a smaller one less', () => {
    const text = 'Selamat Menempuh Hidup Baru'; // 27
    expect(headline(text, STANDARD)).toHaveLength(1);
    expect(headline(text, GRAND)).toEqual([]);
    expect(headline('Happy Anniversary', MINI)).toEqual([
      { key: 'headline', code: 'line_too_long', length: 17, maxChars: 16 },
    ]);
  });

  it('counts an emoji or an accented letter as one character', () => {
    expect(headline('🌹'.repeat(24))).toEqual([]);
    expect(headline('👨‍👩‍👧'.repeat(24))).toEqual([]);
    expect(headline('e\u0301'.repeat(24))).toEqual([]); // e + combining acute accent
    expect(headline('🌹'.repeat(25))).toEqual([{ key: 'headline', code: 'line_too_long', length: 25, maxChars: 24 }]);
  });

  it('requires the required lines, blank ones too, and leaves the optional one free', () => {
    expect(lineProblems(STANDARD, LINES, 'gabus')).toEqual([]);
    expect(lineProblems(STANDARD, { ...LINES, recipient: '   ', sender: undefined }, 'gabus')).toEqual([
      { key: 'recipient', code: 'line_required' },
      { key: 'sender', code: 'line_required' },
    ]);
  });

  it('refuses a line the size does not have', () => {
    expect(lineProblems(MINI, { ...LINES, headline: 'Selamat', extra: 'Sukses' }, 'printing')).toEqual([
      { key: 'extra', code: 'line_too_long', length: 6, maxChars: 0 },
    ]);
    expect(lineProblems(MINI, { ...LINES, headline: 'Selamat', extra: '  ' }, 'printing')).toEqual([]);
  });
});

describe('characters foam letters (gabus) can carry', () => {
  it("takes Latin letters (accented too), digits, spaces and .,&-'()/", () => {
    expect(unsupportedCharacters("Bpk. H. André (Kafé 2/3) - Jaya's & Co, Ltd", 'gabus')).toEqual([]);
    expect(unsupportedCharacters('ÀÉÎÕÜ àéîõü Ñ ç', 'gabus')).toEqual([]);
  });

  it('refuses emoji, symbols and other scripts, each once, in the order they appear', () => {
    expect(unsupportedCharacters('Selamat! 🎉 Sukses! 🎉', 'gabus')).toEqual(['!', '🎉']);
    expect(unsupportedCharacters('No #1 @ 100%', 'gabus')).toEqual(['#', '@', '%']);
    expect(unsupportedCharacters('恭喜发财', 'gabus')).toEqual(['恭', '喜', '发', '财']);
    expect(unsupportedCharacters('Selamat ♥', 'gabus')).toEqual(['♥']);
    expect(unsupportedCharacters('“Selamat”', 'gabus')).toEqual(['“', '”']);
  });

  it('takes anything printed', () => {
    expect(unsupportedCharacters('Selamat! 🎉 恭喜发财 ♥', 'printing')).toEqual([]);
    expect(lineProblems(STANDARD, { ...LINES, headline: 'Selamat! 🎉' }, 'printing')).toEqual([]);
  });

  it('is a line problem of a gabus board, after its length', () => {
    expect(lineProblems(STANDARD, { ...LINES, sender: 'Budi 🎉' }, 'gabus')).toEqual([
      { key: 'sender', code: 'unsupported_character', refused: ['🎉'] },
    ]);
    expect(lineProblems(STANDARD, { ...LINES, headline: '🎉'.repeat(25) }, 'gabus')).toEqual([
      { key: 'headline', code: 'line_too_long', length: 25, maxChars: 24 },
    ]);
  });
});

describe('symbols per religion', () => {
  it('allows the cross for kristen and katolik only', () => {
    expect(symbolAllowed(SYMBOLS, 'salib', 'kristen')).toBe(true);
    expect(symbolAllowed(SYMBOLS, 'salib', 'katolik')).toBe(true);
    for (const religion of ['islam', 'hindu', 'buddha', 'konghucu', 'umum'])
      expect(symbolAllowed(SYMBOLS, 'salib', religion)).toBe(false);
  });

  it('judges a board without a religion as umum', () => {
    expect(symbolAllowed(SYMBOLS, 'salib', undefined)).toBe(false);
    expect(symbolAllowed(SYMBOLS, 'salib', null)).toBe(false);
    expect(symbolAllowed(SYMBOLS, 'salib', '')).toBe(false);
    expect(symbolAllowed(SYMBOLS, 'bunga', undefined)).toBe(true);
  });

  it('always allows none and never an unknown symbol', () => {
    expect(symbolAllowed([], 'none', 'islam')).toBe(true);
    expect(symbolAllowed(SYMBOLS, 'bintang', 'kristen')).toBe(false);
  });

  it('lists the symbols a religion allows, none first', () => {
    expect(allowedSymbols(SYMBOLS, 'islam').map((rule) => rule.symbol)).toEqual(['none', 'bunga']);
    expect(allowedSymbols(SYMBOLS, 'katolik').map((rule) => rule.symbol)).toEqual(['none', 'salib', 'bunga']);
  });
});

describe('the text surcharge', () => {
  it('charges every character over the included ones, spaces not counted', () => {
    // 16 + 21 + 14 = 51 characters but spaces
    expect(boardCharacters(LINES)).toBe(51);
    expect(textSurcharge(STANDARD, LINES)).toBe(0);
    const longer = { ...LINES, extra: "Innalillahi wa inna ilaihi raji'un" }; // + 30
    expect(boardCharacters(longer)).toBe(81);
    expect(textSurcharge(STANDARD, longer)).toBe(21 * 2500);
    expect(textSurcharge(GRAND, longer)).toBe(2500);
  });

  it('is nothing at the edge and one character past it costs one price', () => {
    const lines = (count: number) => ({ headline: 'a'.repeat(count) });
    expect(textSurcharge(STANDARD, lines(60))).toBe(0);
    expect(textSurcharge(STANDARD, lines(61))).toBe(2500);
    expect(textSurcharge(MINI, lines(41))).toBe(2000);
  });

  it('counts an emoji as one character and spaces of any kind as none', () => {
    expect(boardCharacters({ headline: '🌹 🌹\t🌹\u00a0🌹' })).toBe(4);
    expect(boardCharacters({ headline: '   ', recipient: '', sender: undefined })).toBe(0);
  });
});

describe('an event too soon, on the shop calendar', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  /** Shop time (Asia/Jakarta, +07:00). */
  const shop = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

  it.each(['Asia/Jakarta', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'on a machine in %s: the earliest delivery day is the edge, in shop time',
    (machineZone) => {
      process.env.TZ = machineZone;
      // 22:30 in the shop on 22 December (15:30 UTC): without same-day delivery its earliest day is 23 December.
      const now = shop('2026-12-22', '22:30');
      const earliest = earliestDeliveryDay(defaultDeliverySettings(), now);
      expect(earliest).toBe('2026-12-23');
      expect(eventTooSoon(shop('2026-12-22', '23:59'), earliest, now)).toBe(true);
      expect(eventTooSoon(shop('2026-12-23', '00:00'), earliest, now)).toBe(false);
      // 23 December 00:30 in the shop is still 22 December in UTC and west of it.
      expect(eventTooSoon(shop('2026-12-23', '00:30'), earliest, now)).toBe(false);
      expect(eventTooSoon(new Date('2026-12-22T16:59:59Z'), earliest, now)).toBe(true);
    },
  );

  it('takes the shop today with same-day delivery before the cut-off, but never an event already begun', () => {
    const settings = { ...defaultDeliverySettings(), sameDayCutoff: '13:00' };
    const now = shop('2026-12-22', '10:00');
    const earliest = earliestDeliveryDay(settings, now);
    expect(earliest).toBe('2026-12-22');
    expect(eventTooSoon(shop('2026-12-22', '15:00'), earliest, now)).toBe(false);
    expect(eventTooSoon(now, earliest, now)).toBe(true);
    expect(eventTooSoon(shop('2026-12-22', '09:00'), earliest, now)).toBe(true);
    // After the cut-off the edge moves to tomorrow.
    const later = shop('2026-12-22', '13:00');
    expect(eventTooSoon(shop('2026-12-22', '18:00'), earliestDeliveryDay(settings, later), later)).toBe(true);
  });

  it("follows the days of notice a product's category needs", () => {
    const settings = { ...defaultDeliverySettings(), leadDays: { '3': 2 } };
    const now = shop('2026-12-22', '10:00');
    const earliest = earliestDeliveryDay(settings, now, 2);
    expect(earliest).toBe('2026-12-24');
    expect(eventTooSoon(shop('2026-12-23', '18:00'), earliest, now)).toBe(true);
    expect(eventTooSoon(shop('2026-12-24', '08:00'), earliest, now)).toBe(false);
  });
});
