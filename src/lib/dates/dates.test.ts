import { describe, expect, it } from 'vitest';
import { formatLongDate, parseDate, toIsoDate, tomorrowIsoDate } from './dates';

describe('dates', () => {
  it('gives tomorrow as the minimum delivery date, across month ends', () => {
    expect(tomorrowIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-22');
    expect(tomorrowIsoDate(new Date(2026, 11, 31, 8))).toBe('2027-01-01');
  });
  it('parses a plain date as local', () => expect(toIsoDate(parseDate('2026-02-03'))).toBe('2026-02-03'));
  it('formats in Indonesian', () => expect(formatLongDate('2026-11-21')).toBe('Sabtu, 21 November 2026'));
});
