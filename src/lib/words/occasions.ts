/**
 * The occasions and religions of the shop's words (docs/product-rules.md#the-right-words-proposed), one list for
 * the app and the mock backend, in the order the composer offers them. Condolences (`duka`) ask for the family's
 * religion; a board without one counts as `umum`.
 */
export const OCCASIONS = [
  'duka',
  'pernikahan',
  'pembukaan',
  'ulang_tahun',
  'wisuda',
  'selamat',
  'lebaran',
  'imlek',
  'natal',
  'hari_ibu',
  'valentine',
] as const;

export type OccasionValue = (typeof OCCASIONS)[number];

export const RELIGIONS = ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'] as const;

export type ReligionValue = (typeof RELIGIONS)[number];

export const isOccasion = (value: string): value is OccasionValue => (OCCASIONS as readonly string[]).includes(value);

export const isReligion = (value: string): value is ReligionValue => (RELIGIONS as readonly string[]).includes(value);

/** Whether the occasion asks for the family's religion. */
export const asksReligion = (occasion: string | undefined | null): boolean => occasion === 'duka';

/** The religion a board is judged by: its own, or `umum` when it names none. */
export const religionOf = (religion: string | undefined | null): string => religion || 'umum';
