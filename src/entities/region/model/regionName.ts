import type { Region } from './region';

/** Abbreviations the dataset writes in capitals that stay so ("DKI Jakarta"). */
const ABBREVIATIONS = new Set(['DKI']);

function titleWord(word: string): string {
  if (ABBREVIATIONS.has(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'(/.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * A region's name as people write it. The dataset writes provinces and kabupaten/kota in capitals
 * ('KOTA ADMINISTRASI JAKARTA SELATAN', 'DKI JAKARTA'); those read 'Kota Administrasi Jakarta Selatan',
 * 'DKI Jakarta'. Names already in mixed case (kecamatan, desa/kelurahan) are kept as written.
 */
export function regionDisplayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.split(' ').map(titleWord).join(' ');
}

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');

/** The region of `regions` with this name (either spelling, any case or spacing): to find a saved name's code again. */
export function findRegionByName<R extends Region>(
  regions: readonly R[],
  name: string | null | undefined,
): R | undefined {
  if (!name?.trim()) return undefined;
  const wanted = comparable(name);
  return regions.find((region) => comparable(region.name) === wanted);
}
