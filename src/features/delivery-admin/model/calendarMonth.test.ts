import { describe, expect, it } from 'vitest';
import { dayForKey, monthWeeks, shiftMonth, weekdayIndex } from './calendarMonth';

describe('the closed-days calendar month', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday, the 31st a Thursday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across months and years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -15)).toBe('2024-12');
  });

  it('moves the focus by day, week, week edge and month (to the same date, or the month’s last)', () => {
    expect(dayForKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayForKey('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(dayForKey('2026-12-03', 'Home')).toBe('2026-11-30');
    expect(dayForKey('2026-12-03', 'End')).toBe('2026-12-06');
    expect(dayForKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayForKey('2027-01-31', 'PageUp')).toBe('2026-12-31');
    expect(dayForKey('2027-01-31', 'a')).toBeUndefined();
    expect(weekdayIndex('2026-12-27')).toBe(6);
  });
});
