import { addDays, isoDay, shopToday } from './shopClock';

/**
 * Indonesia's national holidays (hari libur nasional), for closing the shop on them: the fixed ones and the
 * ones that follow Easter every year, the lunar ones for the years the government's joint decree (SKB) names
 * them. A lunar date of a year without a decree yet is an estimate (`estimated`): the decree, or the
 * Ministry of Religion's sighting for Idul Fitri and Idul Adha, may move it by a day.
 */

export type HolidayKey =
  | 'tahunBaru'
  | 'israMiraj'
  | 'imlek'
  | 'nyepi'
  | 'idulFitri'
  | 'wafatYesus'
  | 'paskah'
  | 'hariBuruh'
  | 'kenaikanYesus'
  | 'idulAdha'
  | 'waisak'
  | 'pancasila'
  | 'tahunBaruIslam'
  | 'kemerdekaan'
  | 'maulid'
  | 'natal';

export interface NationalHoliday {
  /** `YYYY-MM-DD` */
  date: string;
  key: HolidayKey;
  /** the date is an estimate, not yet decreed */
  estimated: boolean;
}

/** Holidays on the same Gregorian day every year (month 1-12, day). */
const FIXED: ReadonlyArray<readonly [month: number, day: number, key: HolidayKey]> = [
  [1, 1, 'tahunBaru'],
  [5, 1, 'hariBuruh'],
  [6, 1, 'pancasila'],
  [8, 17, 'kemerdekaan'],
  [12, 25, 'natal'],
];

/** Lunar holidays by year: decreed (SKB 2026) or estimated, `MM-DD`. */
const LUNAR: Readonly<
  Record<number, { estimated: boolean; days: ReadonlyArray<readonly [monthDay: string, key: HolidayKey]> }>
> = {
  2026: {
    estimated: false,
    days: [
      ['01-16', 'israMiraj'],
      ['02-17', 'imlek'],
      ['03-19', 'nyepi'],
      ['03-21', 'idulFitri'],
      ['03-22', 'idulFitri'],
      ['05-27', 'idulAdha'],
      ['05-31', 'waisak'],
      ['06-16', 'tahunBaruIslam'],
      ['08-25', 'maulid'],
    ],
  },
  2027: {
    estimated: true,
    days: [
      ['01-05', 'israMiraj'],
      ['02-06', 'imlek'],
      ['03-10', 'idulFitri'],
      ['03-11', 'idulFitri'],
      ['05-16', 'idulAdha'],
      ['05-20', 'waisak'],
      ['06-05', 'tahunBaruIslam'],
      ['08-14', 'maulid'],
    ],
  },
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

/** The national holidays of a year, in calendar order. */
export function nationalHolidaysOf(year: number): NationalHoliday[] {
  const easter = easterSunday(year);
  const lunar = LUNAR[year];
  return [
    ...FIXED.map(([month, day, key]) => ({ date: isoDay(year, month, day), key, estimated: false })),
    { date: addDays(easter, -2), key: 'wafatYesus' as const, estimated: false },
    { date: easter, key: 'paskah' as const, estimated: false },
    { date: addDays(easter, 39), key: 'kenaikanYesus' as const, estimated: false },
    ...(lunar?.days.map(([monthDay, key]) => ({ date: `${year}-${monthDay}`, key, estimated: lunar.estimated })) ?? []),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The national holidays on the `days` days from `from` (a `YYYY-MM-DD` day, included). */
export function upcomingNationalHolidays(from: string, days = 365): NationalHoliday[] {
  const until = addDays(from, days);
  const year = Number(from.slice(0, 4));
  return [year, year + 1, year + 2]
    .flatMap(nationalHolidaysOf)
    .filter((holiday) => holiday.date >= from && holiday.date < until);
}

/**
 * The next `count` holidays on a fixed Gregorian day after the shop's today, `YYYY-MM-DD` (the mock's seed closes
 * them).
 */
export function nextFixedHolidays(now: Date, count = 2): string[] {
  const today = shopToday(now);
  const year = Number(today.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => FIXED.map(([month, day]) => isoDay(y, month, day)))
    .filter((day) => day > today)
    .sort()
    .slice(0, count);
}
