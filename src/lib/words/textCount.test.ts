import { describe, expect, it } from 'vitest';
import { CARD_MESSAGE_MAX, cardMessageTooLong } from './cardMessage';
import { asksReligion, isOccasion, isReligion, religionOf } from './occasions';
import { chargedCharacters, characters, lineLength } from './textCount';

describe('counting a text as a reader sees it', () => {
  it('counts an emoji, a family emoji, a flag and an accented letter as one character each', () => {
    expect(characters('a🌹b')).toEqual(['a', '🌹', 'b']);
    expect(characters('👨‍👩‍👧')).toHaveLength(1);
    expect(characters('🇮🇩')).toHaveLength(1);
    expect(characters('e\u0301')).toHaveLength(1); // e + combining acute accent
    expect(characters('é')).toHaveLength(1);
  });

  it('measures a line trimmed, the spaces between words counted', () => {
    expect(lineLength('  Turut Berduka Cita  ')).toBe(18);
    expect(lineLength('')).toBe(0);
    expect(lineLength(null)).toBe(0);
    expect(lineLength(undefined)).toBe(0);
  });

  it('charges every line but its spaces', () => {
    expect(chargedCharacters(['Turut Berduka Cita', ' Atas wafatnya ', null, undefined])).toBe(16 + 12);
    expect(chargedCharacters(['a\tb\nc\u00a0d'])).toBe(4);
  });
});

describe('the card', () => {
  it('takes 200 characters and refuses one more, counted as a reader sees them', () => {
    expect(CARD_MESSAGE_MAX).toBe(200);
    expect(cardMessageTooLong('a'.repeat(200))).toBe(false);
    expect(cardMessageTooLong('a'.repeat(201))).toBe(true);
    expect(cardMessageTooLong('🌹'.repeat(200))).toBe(false);
    expect(cardMessageTooLong(`  ${'a'.repeat(200)}  `)).toBe(false);
    expect(cardMessageTooLong(null)).toBe(false);
  });
});

describe('occasions and religions', () => {
  it('asks the religion for condolences only; a board without one is umum', () => {
    expect(asksReligion('duka')).toBe(true);
    for (const occasion of ['pernikahan', 'pembukaan', 'natal', undefined, null])
      expect(asksReligion(occasion)).toBe(false);
    expect(religionOf(undefined)).toBe('umum');
    expect(religionOf('')).toBe('umum');
    expect(religionOf('hindu')).toBe('hindu');
  });

  it('knows the contract values', () => {
    expect(isOccasion('hari_ibu')).toBe(true);
    expect(isOccasion('arisan')).toBe(false);
    expect(isReligion('konghucu')).toBe(true);
    expect(isReligion('jedi')).toBe(false);
  });
});
