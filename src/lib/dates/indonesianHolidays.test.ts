import { describe, expect, it } from 'vitest';
import { easterSunday, nationalHolidaysOf, nextFixedHolidays, upcomingNationalHolidays } from './indonesianHolidays';

describe('Indonesian national holidays', () => {
  it('finds Easter Sunday (and so Good Friday and Ascension) in any year', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('lists 2026 as the joint decree does, in calendar order', () => {
    expect(nationalHolidaysOf(2026).map(({ date, key }) => `${date} ${key}`)).toEqual([
      '2026-01-01 tahunBaru',
      '2026-01-16 israMiraj',
      '2026-02-17 imlek',
      '2026-03-19 nyepi',
      '2026-03-21 idulFitri',
      '2026-03-22 idulFitri',
      '2026-04-03 wafatYesus',
      '2026-04-05 paskah',
      '2026-05-01 hariBuruh',
      '2026-05-14 kenaikanYesus',
      '2026-05-27 idulAdha',
      '2026-05-31 waisak',
      '2026-06-01 pancasila',
      '2026-06-16 tahunBaruIslam',
      '2026-08-17 kemerdekaan',
      '2026-08-25 maulid',
      '2026-12-25 natal',
    ]);
    expect(nationalHolidaysOf(2026).every((holiday) => !holiday.estimated)).toBe(true);
  });

  it('marks lunar dates of a year without a decree as estimates, and knows only the fixed and Easter ones later', () => {
    const lebaran2027 = nationalHolidaysOf(2027).filter((holiday) => holiday.key === 'idulFitri');
    expect(lebaran2027.map((holiday) => [holiday.date, holiday.estimated])).toEqual([
      ['2027-03-10', true],
      ['2027-03-11', true],
    ]);
    expect(nationalHolidaysOf(2027).find((holiday) => holiday.key === 'natal')?.estimated).toBe(false);
    expect(nationalHolidaysOf(2040).map((holiday) => holiday.key)).toEqual([
      'tahunBaru',
      'wafatYesus',
      'paskah',
      'hariBuruh',
      'kenaikanYesus',
      'pancasila',
      'kemerdekaan',
      'natal',
    ]);
  });

  it('gives the holidays of the days from a day (included), across the year end', () => {
    expect(upcomingNationalHolidays('2026-12-25', 20).map((holiday) => holiday.date)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-01-05',
    ]);
    expect(upcomingNationalHolidays('2026-12-26', 6)).toEqual([]);
    expect(upcomingNationalHolidays('2026-12-26', 6 + 1).map((holiday) => holiday.key)).toEqual(['tahunBaru']);
  });

  it("gives the seed the next fixed holidays after the shop's today", () => {
    // 23:30 on 24 December UTC is already the 25th in Jakarta: Christmas is no longer ahead.
    expect(nextFixedHolidays(new Date('2026-12-24T23:30:00Z'))).toEqual(['2027-01-01', '2027-05-01']);
    expect(nextFixedHolidays(new Date('2026-11-25T12:00:00+07:00'), 3)).toEqual([
      '2026-12-25',
      '2027-01-01',
      '2027-05-01',
    ]);
  });
});
