import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  daysBetween,
  getShopClockOffset,
  getShopTimeZone,
  isIsoDay,
  isValidTimeZone,
  parseShopInstant,
  setShopClockOffset,
  setShopTimeZone,
  shopDateTimeLocal,
  shopDayStart,
  shopNow,
  shopToday,
  shopTomorrow,
  toShopDay,
} from './shopClock';

/**
 * The shop clock under fake system clocks: the results must be the same
 * whatever zone the machine running the tests is in (CI runs the suite with
 * TZ=Pacific/Kiritimati and TZ=Pacific/Pago_Pago too).
 */
describe('shop clock (Asia/Jakarta, UTC+7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setShopTimeZone('Asia/Jakarta');
  });
  afterEach(() => vi.useRealTimers());

  // [system time (UTC), the shop's today, the shop's tomorrow]
  const cases: Array<[string, string, string]> = [
    ['2026-11-23T16:59:00Z', '2026-11-23', '2026-11-24'], // 23:59 in Jakarta
    ['2026-11-23T17:00:00Z', '2026-11-24', '2026-11-25'], // 00:00 in Jakarta: the shop's day has turned
    ['2026-11-23T23:59:00Z', '2026-11-24', '2026-11-25'], // 06:59 in Jakarta
    ['2026-11-24T00:01:00Z', '2026-11-24', '2026-11-25'], // 07:01 in Jakarta
    ['2026-11-23T16:30:00Z', '2026-11-23', '2026-11-24'], // 23:30 in Jakarta
    ['2026-11-23T17:30:00Z', '2026-11-24', '2026-11-25'], // 00:30 in Jakarta
    ['2026-12-31T17:01:00Z', '2027-01-01', '2027-01-02'], // a new year in Jakarta, still 31 Dec in UTC
    ['2028-02-28T17:00:00Z', '2028-02-29', '2028-03-01'], // a leap day
  ];

  it.each(cases)('at %s the shop is on %s and the earliest delivery is %s', (system, today, tomorrow) => {
    vi.setSystemTime(new Date(system));
    expect(shopToday()).toBe(today);
    expect(shopTomorrow()).toBe(tomorrow);
  });

  it('takes an explicit instant as well as the system clock', () => {
    expect(shopTomorrow(new Date('2026-11-23T16:59:59.999Z'))).toBe('2026-11-24');
    expect(shopTomorrow(Date.parse('2026-11-23T17:00:00.000Z'))).toBe('2026-11-25');
  });

  it('starts a shop day at Jakarta midnight', () => {
    expect(shopDayStart('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('reads dates from data on the shop calendar', () => {
    expect(toShopDay('2026-11-24')).toBe('2026-11-24');
    expect(toShopDay('2026-11-23T17:00:00.000Z')).toBe('2026-11-24');
    expect(toShopDay('2026-11-23T16:59:59.000Z')).toBe('2026-11-23');
    expect(toShopDay('2026-11-24T00:30:00')).toBe('2026-11-24'); // wall time without zone = shop time
    expect(toShopDay('2026-11-24T00:30:00+07:00')).toBe('2026-11-24');
    expect(toShopDay('2026-02-30')).toBe('');
    expect(toShopDay('not a date')).toBe('');
    expect(toShopDay(null)).toBe('');
  });

  it('parses a wall-clock date-time in the shop zone, fractions included', () => {
    expect(parseShopInstant('2026-11-24T08:15:30.5').toISOString()).toBe('2026-11-24T01:15:30.500Z');
  });
});

describe('the shop clock moved by an offset (a mock clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // 17:00 on 23 November in Jakarta
    setShopTimeZone('Asia/Jakarta');
  });
  afterEach(() => {
    setShopClockOffset(0);
    vi.useRealTimers();
  });

  it('is the device clock by default', () => {
    expect(getShopClockOffset()).toBe(0);
    expect(shopNow()).toBe(Date.now());
    expect(shopToday()).toBe('2026-11-23');
    expect(shopTomorrow()).toBe('2026-11-24');
  });

  it('moves today and tomorrow with the offset, and runs on with the device clock', () => {
    const christmasEve = Date.parse('2026-12-24T12:30:00+07:00');
    setShopClockOffset(christmasEve - Date.now());
    expect(shopNow()).toBe(christmasEve);
    expect(shopToday()).toBe('2026-12-24');
    expect(shopTomorrow()).toBe('2026-12-25');

    vi.setSystemTime(Date.now() + 12 * 3_600_000); // twelve real hours later: 00:30 on the 25th in the shop
    expect(shopToday()).toBe('2026-12-25');
    expect(shopTomorrow()).toBe('2026-12-26');
  });

  it('an explicit instant still wins, and 0 or a bad offset is the device clock again', () => {
    setShopClockOffset(-3 * 86_400_000);
    expect(shopToday()).toBe('2026-11-20');
    expect(shopToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
    setShopClockOffset(Number.NaN);
    expect(getShopClockOffset()).toBe(0);
    expect(shopToday()).toBe('2026-11-23');
  });

  it("gives an instant's wall-clock time in the shop, as a datetime-local value", () => {
    expect(shopDateTimeLocal(new Date('2026-12-24T05:30:00Z'))).toBe('2026-12-24T12:30');
    expect(shopDateTimeLocal(Date.parse('2026-12-31T17:05:59Z'))).toBe('2027-01-01T00:05');
  });
});

describe('shop clock in a zone with daylight saving time', () => {
  afterEach(() => setShopTimeZone('Asia/Jakarta'));

  it('finds Berlin midnight on both sides of the change to summer time', () => {
    setShopTimeZone('Europe/Berlin');
    expect(shopDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(shopToday(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
  });

  it('refuses an unknown zone and keeps the current one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setShopTimeZone('Asia/Jakarta');
    expect(setShopTimeZone('Mars/Olympus_Mons')).toBe('Asia/Jakarta');
    expect(getShopTimeZone()).toBe('Asia/Jakarta');
    expect(warn).toHaveBeenCalled();
  });
});

describe('checking a zone name', () => {
  it("takes Indonesia's four zones without asking Intl (its zone data is slow to load), and asks once for any other", () => {
    const DateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (const zone of ['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'])
      expect(isValidTimeZone(zone)).toBe(true);
    expect(DateTimeFormat).not.toHaveBeenCalled();

    expect(isValidTimeZone('America/Argentina/Ushuaia')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Ushuaia')).toBe(true);
    expect(isValidTimeZone('Asia/Atlantis')).toBe(false);
    expect(DateTimeFormat).toHaveBeenCalledTimes(2);
  });
});

describe('calendar maths', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7);
  });

  it('knows real days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-1-05')).toBe(false);
  });
});
