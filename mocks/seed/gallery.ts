import type { SimpleFaker } from '@faker-js/faker';
import type { GalleryImageRow } from '../db/types';
import { DAY_MS, HOUR_MS, minDate } from './dates';

interface GallerySpec {
  title: string;
  description: string | null;
  displayOrder: number;
  isActive: boolean;
}

/** One entry per picture gallery-01.jpg … gallery-14.jpg, in the same order. */
const GALLERY_SPECS: readonly GallerySpec[] = [
  {
    title: 'Buket Mawar Pink Romantis',
    description: 'Mawar pink dan peony dalam kertas kraft, favorit untuk anniversary.',
    displayOrder: 0,
    isActive: true,
  },
  {
    title: 'Mawar Merah Segar',
    description: 'Mawar merah yang baru dipetik pagi ini dari kebun mitra kami di Lembang.',
    displayOrder: 1,
    isActive: true,
  },
  {
    title: 'Tulip Warna-warni',
    description: 'Tulip kuning, oranye, dan merah dalam vas kaca untuk meja kerja.',
    displayOrder: 2,
    isActive: true,
  },
  { title: 'Bunga Matahari Ceria', description: null, displayOrder: 3, isActive: true },
  {
    title: 'Dekorasi Meja Resepsi',
    description: 'Centerpiece mawar putih dan hydrangea untuk resepsi pernikahan di Jakarta Selatan.',
    displayOrder: 3,
    isActive: true,
  },
  {
    title: 'Duo Anggrek Bulan',
    description: 'Anggrek bulan putih dan pink dalam pot keramik, tahan berminggu-minggu.',
    displayOrder: 4,
    isActive: true,
  },
  {
    title: 'Buket Pastel Lavender',
    description: 'Perpaduan mawar peach, daisy, dan hydrangea ungu yang lembut.',
    displayOrder: 5,
    isActive: true,
  },
  {
    title: 'Lily Stargazer & Casablanca',
    description: 'Lily stargazer pink dan casablanca putih yang harum semerbak.',
    displayOrder: 6,
    isActive: true,
  },
  {
    title: 'Buket Gerbera Wisuda',
    description: 'Gerbera warna-warni untuk merayakan hari kelulusan.',
    displayOrder: 6,
    isActive: true,
  },
  { title: 'Inspirasi Kebun Tulip', description: null, displayOrder: 7, isActive: false },
  {
    title: 'Bunga Papan Happy Anniversary',
    description: 'Bunga papan ucapan ulang tahun perusahaan, dipasang langsung di lokasi acara.',
    displayOrder: 8,
    isActive: true,
  },
  {
    title: 'Koleksi Buket Mini',
    description: 'Tiga buket mini untuk hadiah wisuda teman satu angkatan.',
    displayOrder: 9,
    isActive: false,
  },
  {
    title: 'Hydrangea & Mawar dalam Vas',
    description: 'Rangkaian hydrangea biru, mawar, dan anyelir dalam vas keramik.',
    displayOrder: 10,
    isActive: true,
  },
  {
    title: 'Meja Kerja Florist Kami',
    description: 'Sekilas suasana merangkai bunga di workshop Fleur Florist.',
    displayOrder: 11,
    isActive: false,
  },
];

/**
 * The picture of seed row `index`: the generated file's path, turned into the
 * file's base64 when a handler first answers the row (db/seedImages.ts), so
 * the pictures stay files and out of the mock's JavaScript.
 */
export function seedGalleryImagePath(index: number): string {
  return `/mock-assets/gallery/gallery-${String(index + 1).padStart(2, '0')}.jpg`;
}

export const SEED_GALLERY_COUNT = GALLERY_SPECS.length;

export function createGallery(faker: SimpleFaker, now: Date): GalleryImageRow[] {
  return GALLERY_SPECS.map((spec, index) => {
    const createdAt = faker.date.between({ from: now.getTime() - 89 * DAY_MS, to: now.getTime() - 2 * HOUR_MS });
    const edited = faker.datatype.boolean({ probability: 0.3 });
    const updatedAt = edited
      ? minDate(new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 240 }) * HOUR_MS), now)
      : null;
    return {
      id: index + 1,
      title: spec.title,
      description: spec.description,
      imageBase64: seedGalleryImagePath(index),
      isActive: spec.isActive,
      displayOrder: spec.displayOrder,
      createdBy: 'admin',
      updatedBy: updatedAt ? 'admin' : null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt ? updatedAt.toISOString() : null,
    };
  });
}
