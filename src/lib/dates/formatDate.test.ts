import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, shopZoneName } from './formatDate';
import { setShopTimeZone } from './shopClock';

describe('formatDate (on the shop calendar, whatever the machine zone)', () => {
  afterEach(() => setShopTimeZone('Asia/Jakarta'));

  it('formats a plain day as that day', () => {
    expect(formatDate('2026-11-21')).toBe('Sabtu, 21 November 2026');
    expect(formatDate('2026-11-21', 'en-GB')).toBe('Saturday, 21 November 2026');
    expect(formatDate('2026-11-21', 'id-ID', 'medium')).toBe('21 Nov 2026');
  });

  it('shows an instant as the shop day it falls on', () => {
    // 23:30 in Jakarta on the 23rd, 16:30 UTC.
    expect(formatDate('2026-11-23T16:30:00Z', 'id-ID', 'medium')).toBe('23 Nov 2026');
    // 00:30 in Jakarta on the 24th, still the 23rd in UTC.
    expect(formatDate('2026-11-23T17:30:00Z', 'id-ID', 'medium')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-23T17:30:00Z', 'id-ID', 'dateTime')).toBe('24 Nov 2026, 00.30');
  });

  it('follows the configured shop zone', () => {
    setShopTimeZone('America/Los_Angeles');
    expect(formatDate('2026-11-23T17:30:00Z', 'en-GB', 'medium')).toBe('23 Nov 2026');
  });

  it('gives nothing for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('');
  });

  it('names the shop zone in the reader’s language', () => {
    expect(shopZoneName('id-ID')).toBe('WIB');
    expect(shopZoneName('en-GB')).toMatch(/GMT\+7|WIB/);
  });

  it('makes each formatter once, however often a screen asks (a countdown re-renders every second)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 3; i++) {
        shopZoneName('id-ID');
        formatDate('2026-11-21', 'id-ID', 'medium');
      }
      // the first calls may make their formatter; the repeats make none
      const first = made.mock.calls.length;
      shopZoneName('id-ID');
      formatDate('2026-11-22', 'id-ID', 'medium');
      expect(made.mock.calls.length).toBe(first);
      expect(first).toBeLessThanOrEqual(2);
    } finally {
      made.mockRestore();
    }
  });
});
