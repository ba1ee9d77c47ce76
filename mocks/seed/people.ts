import type { Faker } from '@faker-js/faker';

/** Jakarta-area districts (kecamatan) with their city. */
const AREAS: ReadonlyArray<readonly [district: string, city: string, zipPrefix: string]> = [
  ['Setiabudi', 'Jakarta Selatan', '129'],
  ['Kebayoran Baru', 'Jakarta Selatan', '121'],
  ['Tebet', 'Jakarta Selatan', '128'],
  ['Mampang Prapatan', 'Jakarta Selatan', '127'],
  ['Menteng', 'Jakarta Pusat', '103'],
  ['Cempaka Putih', 'Jakarta Pusat', '105'],
  ['Kelapa Gading', 'Jakarta Utara', '142'],
  ['Penjaringan', 'Jakarta Utara', '144'],
  ['Kebon Jeruk', 'Jakarta Barat', '115'],
  ['Duren Sawit', 'Jakarta Timur', '134'],
  ['Pondok Aren', 'Tangerang Selatan', '152'],
  ['Serpong', 'Tangerang Selatan', '153'],
  ['Beji', 'Depok', '164'],
  ['Bekasi Selatan', 'Bekasi', '171'],
  ['Bogor Tengah', 'Bogor', '161'],
];

const STREETS = [
  'Jl. Jend. Sudirman',
  'Jl. M.H. Thamrin',
  'Jl. Gatot Subroto',
  'Jl. Kemang Raya',
  'Jl. Fatmawati Raya',
  'Jl. Cikini Raya',
  'Jl. Panglima Polim',
  'Jl. Senopati',
  'Jl. Tebet Barat Dalam',
  'Jl. Kebon Jeruk Raya',
  'Jl. Pluit Karang',
  'Jl. Bintaro Utama',
  'Jl. Margonda Raya',
  'Jl. Ahmad Yani',
  'Jl. Pemuda',
  'Jl. Boulevard Raya',
  'Jl. Danau Sunter Utara',
  'Jl. Wolter Monginsidi',
];

const MOBILE_PREFIXES = ['0811', '0812', '0813', '0821', '0822', '0838', '0852', '0857', '0877', '0878', '0896'];

/** An Indonesian full name (first and last name, never the same word twice). */
export function randomCustomerName(faker: Faker): string {
  const first = faker.person.firstName();
  let last = faker.person.lastName();
  if (last === first) last = faker.person.lastName();
  return `${first} ${last}`;
}

/** An Indonesian mobile number such as 081234567890. */
export function randomPhone(faker: Faker): string {
  return `${faker.helpers.arrayElement(MOBILE_PREFIXES)}${faker.string.numeric(8)}`;
}

/** A street address in Jabodetabek, e.g. "Jl. Senopati No. 12, RT 03/RW 05, Kebayoran Baru, Jakarta Selatan 12190". */
export function randomAddress(faker: Faker): string {
  const [district, city, zipPrefix] = faker.helpers.arrayElement(AREAS);
  const street = faker.helpers.arrayElement(STREETS);
  const rt = String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0');
  const rw = String(faker.number.int({ min: 1, max: 9 })).padStart(2, '0');
  return `${street} No. ${faker.number.int({ min: 1, max: 150 })}, RT ${rt}/RW ${rw}, ${district}, ${city} ${zipPrefix}${faker.string.numeric(2)}`;
}
