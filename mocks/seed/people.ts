import type { SimpleFaker } from '@faker-js/faker';
import { firstName, lastName } from './personNames';

/**
 * A Jabodetabek district (kecamatan) with its city or regency, province, postal code prefix and a few of its
 * kelurahan.
 */
interface Area {
  kecamatan: string;
  /** the city as the seed's address text names it */
  city: string;
  /** the kota/kabupaten as the region data names it */
  kotaKabupaten: string;
  provinsi: string;
  zipPrefix: string;
  kelurahan: readonly string[];
}

const jakarta = (kecamatan: string, city: string, zipPrefix: string, kelurahan: string[]): Area => ({
  kecamatan,
  city,
  kotaKabupaten: `Kota Administrasi ${city}`,
  provinsi: 'DKI Jakarta',
  zipPrefix,
  kelurahan,
});
const city = (kecamatan: string, name: string, provinsi: string, zipPrefix: string, kelurahan: string[]): Area => ({
  kecamatan,
  city: name,
  kotaKabupaten: `Kota ${name}`,
  provinsi,
  zipPrefix,
  kelurahan,
});

const AREAS: readonly Area[] = [
  jakarta('Setiabudi', 'Jakarta Selatan', '129', ['Karet', 'Kuningan Timur', 'Menteng Atas']),
  jakarta('Kebayoran Baru', 'Jakarta Selatan', '121', ['Senayan', 'Gunung', 'Kramat Pela']),
  jakarta('Tebet', 'Jakarta Selatan', '128', ['Tebet Barat', 'Tebet Timur', 'Manggarai']),
  jakarta('Mampang Prapatan', 'Jakarta Selatan', '127', ['Bangka', 'Kuningan Barat', 'Tegal Parang']),
  jakarta('Menteng', 'Jakarta Pusat', '103', ['Gondangdia', 'Cikini', 'Pegangsaan']),
  jakarta('Cempaka Putih', 'Jakarta Pusat', '105', ['Cempaka Putih Timur', 'Rawasari']),
  jakarta('Kelapa Gading', 'Jakarta Utara', '142', ['Kelapa Gading Barat', 'Pegangsaan Dua']),
  jakarta('Penjaringan', 'Jakarta Utara', '144', ['Pluit', 'Kapuk Muara']),
  jakarta('Kebon Jeruk', 'Jakarta Barat', '115', ['Duri Kepa', 'Kedoya Utara']),
  jakarta('Duren Sawit', 'Jakarta Timur', '134', ['Pondok Bambu', 'Klender']),
  city('Pondok Aren', 'Tangerang Selatan', 'Banten', '152', ['Jurang Mangu Barat', 'Pondok Karya']),
  city('Serpong', 'Tangerang Selatan', 'Banten', '153', ['Lengkong Gudang', 'Rawa Mekar Jaya']),
  city('Beji', 'Depok', 'Jawa Barat', '164', ['Kemiri Muka', 'Pondok Cina']),
  city('Bekasi Selatan', 'Bekasi', 'Jawa Barat', '171', ['Kayuringin Jaya', 'Pekayon Jaya']),
  city('Bogor Tengah', 'Bogor', 'Jawa Barat', '161', ['Paledang', 'Pabaton']),
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
export function randomCustomerName(faker: SimpleFaker): string {
  const first = firstName(faker);
  let last = lastName(faker);
  if (last === first) last = lastName(faker);
  return `${first} ${last}`;
}

/** An Indonesian mobile number such as 081234567890. */
export function randomPhone(faker: SimpleFaker): string {
  return `${faker.helpers.arrayElement(MOBILE_PREFIXES)}${faker.string.numeric(8)}`;
}

/** A street address in Jabodetabek and its parts (the proposed address fields, without kelurahan and patokan). */
export interface SeedAddress {
  /** e.g. "Jl. Senopati No. 12, RT 03/RW 05, Kebayoran Baru, Jakarta Selatan 12190" */
  address: string;
  /** street, number, RT/RW: "Jl. Senopati No. 12, RT 03/RW 05" */
  detail: string;
  kecamatan: string;
  kotaKabupaten: string;
  provinsi: string;
  kodePos: string;
  /** the kelurahan of the kecamatan the seed knows */
  kelurahanChoices: readonly string[];
}

export function randomAddressParts(faker: SimpleFaker): SeedAddress {
  const area = faker.helpers.arrayElement(AREAS);
  const street = faker.helpers.arrayElement(STREETS);
  const rt = String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0');
  const rw = String(faker.number.int({ min: 1, max: 9 })).padStart(2, '0');
  const detail = `${street} No. ${faker.number.int({ min: 1, max: 150 })}, RT ${rt}/RW ${rw}`;
  const kodePos = `${area.zipPrefix}${faker.string.numeric(2)}`;
  return {
    address: `${detail}, ${area.kecamatan}, ${area.city} ${kodePos}`,
    detail,
    kecamatan: area.kecamatan,
    kotaKabupaten: area.kotaKabupaten,
    provinsi: area.provinsi,
    kodePos,
    kelurahanChoices: area.kelurahan,
  };
}

/** A street address in Jabodetabek, e.g. "Jl. Senopati No. 12, RT 03/RW 05, Kebayoran Baru, Jakarta Selatan 12190". */
export function randomAddress(faker: SimpleFaker): string {
  return randomAddressParts(faker).address;
}
