import type { BoardLineSpecRow, BoardSpecRow, ProductKindValue } from '../db/types';

/**
 * Hand-written catalogue copy: six categories with their products.
 * Ids are assigned in catalogue.ts; image files are drawn by
 * scripts/generate-seed-images.mjs under public/mock-assets/.
 */

export interface ProductSpec {
  slug: string;
  name: string;
  description: string;
  price: number;
  /** 0 means "not rated yet" */
  rating: number;
  attributes: ReadonlyArray<readonly [name: string, value: string]>;
  /** a bunga papan or a standing flower (proposed, tag MessageTemplates); absent: a bouquet */
  kind?: ProductKindValue;
  /** a board's size, lines and text price (kind `board` only) */
  board?: BoardSpecRow;
}

/**
 * The lines of a board (docs/product-rules.md#the-right-words-proposed): the occasion's phrase large on top, who it
 * is for, who sends it, and an optional line below (a prayer, a wish). The limits follow the size: a 2 × 1,25 m board
 * takes about 24 foam letters across for the headline.
 */
const boardLines = (
  [headline, recipient, sender, extra]: readonly [number, number, number, number | null],
  recipientLabel = 'Kepada',
): BoardLineSpecRow[] => [
  { key: 'headline', label: 'Ucapan utama', maxChars: headline, required: true },
  { key: 'recipient', label: recipientLabel, maxChars: recipient, required: true },
  { key: 'sender', label: 'Dari', maxChars: sender, required: true },
  ...(extra === null ? [] : [{ key: 'extra' as const, label: 'Baris tambahan', maxChars: extra, required: false }]),
];

/** The shop's standard board, 2 × 1,25 m: 60 characters included, Rp 2.500 each one more. */
const standardBoard = (recipientLabel?: string): BoardSpecRow => ({
  size: '2 × 1,25 m',
  widthCm: 200,
  heightCm: 125,
  lines: boardLines([24, 40, 40, 50], recipientLabel),
  styles: ['gabus', 'printing'],
  freeChars: 60,
  pricePerExtraChar: 2_500,
});

export interface CategorySpec {
  slug: string;
  name: string;
  description: string;
  priceRangeStart: number;
  priceRangeEnd: number;
  isPopular: boolean;
  products: readonly ProductSpec[];
}

export const CATEGORY_SPECS: readonly CategorySpec[] = [
  {
    slug: 'buket-mawar',
    name: 'Buket Mawar',
    description: 'Buket mawar segar pilihan untuk ungkapan cinta, ulang tahun, dan anniversary.',
    priceRangeStart: 150_000,
    priceRangeEnd: 1_500_000,
    isPopular: true,
    products: [
      {
        slug: 'buket-mawar-merah-klasik',
        name: 'Buket Mawar Merah Klasik',
        description: 'Dua belas tangkai mawar merah dengan baby breath, dibungkus kertas Korea hitam yang elegan.',
        price: 350_000,
        rating: 4.9,
        attributes: [
          ['Jumlah Tangkai', '12'],
          ['Warna', 'Merah'],
          ['Wrapping', 'Kertas Korea Hitam'],
          ['Ukuran', 'Sedang'],
        ],
      },
      {
        slug: 'buket-mawar-pink-pastel',
        name: 'Buket Mawar Pink Pastel',
        description: 'Perpaduan mawar pink dan blush yang lembut, cocok untuk kejutan ulang tahun.',
        price: 325_000,
        rating: 4.8,
        attributes: [
          ['Jumlah Tangkai', '15'],
          ['Warna', 'Pink'],
          ['Wrapping', 'Kertas Korea Pink'],
        ],
      },
      {
        slug: 'buket-mawar-putih-elegan',
        name: 'Buket Mawar Putih Elegan',
        description: 'Mawar putih dan daun eucalyptus dalam wrapping hijau sage yang tenang dan mewah.',
        price: 375_000,
        rating: 4.7,
        attributes: [
          ['Jumlah Tangkai', '12'],
          ['Warna', 'Putih'],
          ['Daun', 'Eucalyptus'],
          ['Wrapping', 'Kertas Matte Sage'],
        ],
      },
      {
        slug: 'buket-mawar-premium-50',
        name: 'Buket 50 Mawar Merah Premium',
        description: 'Lima puluh mawar merah premium dalam satu buket besar untuk lamaran dan momen istimewa.',
        price: 1_250_000,
        rating: 5.0,
        attributes: [
          ['Jumlah Tangkai', '50'],
          ['Warna', 'Merah'],
          ['Ukuran', 'Besar'],
          ['Wrapping', 'Kertas Korea Putih'],
          ['Bonus', 'Kartu Ucapan'],
        ],
      },
      {
        slug: 'buket-mawar-tangkai-tunggal',
        name: 'Mawar Merah Tangkai Tunggal',
        description: 'Satu tangkai mawar merah dengan pita satin, hadiah kecil yang penuh makna.',
        price: 150_000,
        rating: 0,
        attributes: [
          ['Jumlah Tangkai', '1'],
          ['Warna', 'Merah'],
        ],
      },
    ],
  },
  {
    slug: 'bunga-meja-vas',
    name: 'Bunga Meja & Vas',
    description: 'Rangkaian bunga dalam vas untuk mempercantik meja kantor, ruang tamu, dan acara makan malam.',
    priceRangeStart: 250_000,
    priceRangeEnd: 2_000_000,
    isPopular: false,
    products: [
      {
        slug: 'rangkaian-tulip-vas-kaca',
        name: 'Rangkaian Tulip dalam Vas Kaca',
        description: 'Sebelas tangkai tulip impor berwarna pink dan putih dalam vas kaca silinder.',
        price: 650_000,
        rating: 4.8,
        attributes: [
          ['Jumlah Tangkai', '11'],
          ['Warna', 'Pink & Putih'],
          ['Vas', 'Kaca Silinder'],
        ],
      },
      {
        slug: 'lily-casablanca-vas-keramik',
        name: 'Lily Casablanca Vas Keramik',
        description: 'Lily casablanca putih yang harum dalam vas keramik biru tua, awet hingga satu minggu.',
        price: 750_000,
        rating: 4.6,
        attributes: [
          ['Jumlah Tangkai', '5'],
          ['Warna', 'Putih'],
          ['Vas', 'Keramik Biru'],
          ['Aroma', 'Harum'],
        ],
      },
      {
        slug: 'vas-bunga-matahari',
        name: 'Vas Bunga Matahari Ceria',
        description: 'Bunga matahari segar dan baby breath dalam vas kaca, membawa semangat ke setiap ruangan.',
        price: 450_000,
        rating: 4.7,
        attributes: [
          ['Jumlah Tangkai', '9'],
          ['Warna', 'Kuning'],
          ['Vas', 'Kaca'],
        ],
      },
      {
        slug: 'centerpiece-meja-makan',
        name: 'Centerpiece Meja Makan Putih',
        description: 'Rangkaian rendah mawar putih, peony, dan hydrangea untuk meja resepsi atau makan malam.',
        price: 950_000,
        rating: 4.5,
        attributes: [
          ['Ukuran', 'Panjang 80 cm'],
          ['Warna', 'Putih & Blush'],
          ['Cocok Untuk', 'Meja Resepsi'],
        ],
      },
      {
        slug: 'rangkaian-hydrangea-biru',
        name: 'Rangkaian Hydrangea Biru',
        description: 'Hydrangea biru dan ungu dipadukan mawar putih dalam mangkuk keramik.',
        price: 550_000,
        rating: 4.4,
        attributes: [
          ['Warna', 'Biru'],
          ['Wadah', 'Mangkuk Keramik'],
          ['Ukuran', 'Sedang'],
        ],
      },
    ],
  },
  {
    slug: 'bunga-papan-ucapan',
    name: 'Bunga Papan Ucapan',
    description: 'Bunga papan untuk ucapan selamat, pernikahan, dan peresmian usaha, diantar dan dipasang di lokasi.',
    priceRangeStart: 500_000,
    priceRangeEnd: 3_000_000,
    isPopular: true,
    products: [
      {
        slug: 'papan-selamat-sukses',
        name: 'Papan Selamat & Sukses',
        description: 'Bunga papan 2 x 1,25 meter dengan rangkaian mawar merah dan kuning untuk ucapan selamat.',
        price: 850_000,
        rating: 4.8,
        attributes: [
          ['Ukuran', '2 x 1,25 m'],
          ['Warna', 'Merah & Kuning'],
          ['Teks', 'Bisa Custom'],
        ],
        kind: 'board',
        board: standardBoard(),
      },
      {
        slug: 'papan-happy-wedding',
        name: 'Papan Happy Wedding',
        description: 'Bunga papan bernuansa pink dan putih untuk mengucapkan selamat menempuh hidup baru.',
        price: 1_100_000,
        rating: 4.9,
        attributes: [
          ['Ukuran', '2 x 1,25 m'],
          ['Warna', 'Pink & Putih'],
          ['Teks', 'Bisa Custom'],
          ['Tema', 'Pernikahan'],
        ],
        kind: 'board',
        board: standardBoard('Mempelai'),
      },
      {
        slug: 'papan-grand-opening',
        name: 'Papan Grand Opening',
        description: 'Bunga papan besar dengan bunga matahari untuk peresmian kantor, toko, dan kafe.',
        price: 1_500_000,
        rating: 4.7,
        attributes: [
          ['Ukuran', '2,5 x 1,5 m'],
          ['Warna', 'Kuning & Oranye'],
          ['Teks', 'Bisa Custom'],
        ],
        kind: 'board',
        board: {
          size: '2,5 × 1,5 m',
          widthCm: 250,
          heightCm: 150,
          lines: boardLines([30, 50, 50, 60]),
          styles: ['gabus', 'printing'],
          freeChars: 80,
          pricePerExtraChar: 2_500,
        },
      },
      {
        slug: 'papan-mini-ucapan',
        name: 'Papan Mini Congratulations',
        description: 'Bunga papan ukuran mini yang praktis untuk ucapan selamat di acara kecil.',
        price: 550_000,
        rating: 4.3,
        attributes: [
          ['Ukuran', '1,2 x 0,8 m'],
          ['Warna', 'Ungu & Putih'],
        ],
        kind: 'board',
        // A mini board is printed: too small for foam letters, and it has no line below.
        board: {
          size: '1,2 × 0,8 m',
          widthCm: 120,
          heightCm: 80,
          lines: boardLines([16, 28, 28, null]),
          styles: ['printing'],
          freeChars: 40,
          pricePerExtraChar: 2_000,
        },
      },
    ],
  },
  {
    slug: 'bunga-duka-cita',
    name: 'Bunga Duka Cita',
    description: 'Karangan bunga duka cita sebagai ungkapan simpati dan penghormatan terakhir.',
    priceRangeStart: 400_000,
    priceRangeEnd: 2_500_000,
    isPopular: false,
    products: [
      {
        slug: 'standing-flower-duka-cita',
        name: 'Standing Flower Duka Cita',
        description: 'Karangan bunga bundar krisan putih dan mawar di atas standing kayu, lengkap dengan pita ucapan.',
        price: 1_200_000,
        rating: 4.8,
        attributes: [
          ['Tinggi', '160 cm'],
          ['Warna', 'Putih'],
          ['Bunga', 'Krisan & Mawar'],
          ['Pita', 'Turut Berduka Cita'],
        ],
        kind: 'standing',
      },
      {
        slug: 'papan-turut-berduka-cita',
        name: 'Papan Turut Berduka Cita',
        description: 'Bunga papan bernuansa putih untuk menyampaikan belasungkawa kepada keluarga yang ditinggalkan.',
        price: 900_000,
        rating: 4.7,
        attributes: [
          ['Ukuran', '2 x 1,25 m'],
          ['Warna', 'Putih'],
          ['Teks', 'Bisa Custom'],
        ],
        kind: 'board',
        board: standardBoard('Almarhum / almarhumah'),
      },
      {
        slug: 'buket-lily-putih-simpati',
        name: 'Buket Lily Putih Simpati',
        description: 'Buket lily dan krisan putih yang tenang sebagai tanda simpati dan doa.',
        price: 450_000,
        rating: 4.6,
        attributes: [
          ['Jumlah Tangkai', '10'],
          ['Warna', 'Putih'],
          ['Wrapping', 'Kertas Putih'],
        ],
      },
      {
        slug: 'krans-mawar-putih',
        name: 'Krans Mawar Putih',
        description: 'Krans bundar mawar putih dan krisan dengan pita doa, untuk rumah duka atau pemakaman.',
        price: 1_000_000,
        rating: 4.5,
        attributes: [
          ['Diameter', '80 cm'],
          ['Warna', 'Putih'],
          ['Pita', 'Rest in Peace'],
        ],
      },
    ],
  },
  {
    slug: 'hand-bouquet-wisuda',
    name: 'Hand Bouquet Wisuda',
    description: 'Hand bouquet ceria untuk merayakan kelulusan dan pencapaian orang tersayang.',
    priceRangeStart: 100_000,
    priceRangeEnd: 800_000,
    isPopular: true,
    products: [
      {
        slug: 'buket-wisuda-bunga-matahari',
        name: 'Buket Wisuda Bunga Matahari',
        description: 'Bunga matahari dan baby breath dalam kertas kraft, simbol semangat untuk sang wisudawan.',
        price: 275_000,
        rating: 4.9,
        attributes: [
          ['Jumlah Tangkai', '5'],
          ['Warna', 'Kuning'],
          ['Wrapping', 'Kertas Kraft'],
        ],
      },
      {
        slug: 'buket-wisuda-mawar-babys-breath',
        name: "Buket Wisuda Mawar & Baby's Breath",
        description: 'Mawar pink dan baby breath dalam wrapping lavender dengan pita ungu.',
        price: 300_000,
        rating: 4.8,
        attributes: [
          ['Jumlah Tangkai', '10'],
          ['Warna', 'Pink'],
          ['Wrapping', 'Kertas Korea Lavender'],
        ],
      },
      {
        slug: 'buket-gerbera-ceria',
        name: 'Buket Gerbera Ceria',
        description: 'Gerbera oranye, pink, dan kuning yang cerah untuk hari kelulusan yang penuh warna.',
        price: 225_000,
        rating: 4.6,
        attributes: [
          ['Jumlah Tangkai', '10'],
          ['Warna', 'Campur'],
          ['Wrapping', 'Kertas Peach'],
        ],
      },
      {
        slug: 'buket-wisuda-pastel-dream',
        name: 'Buket Wisuda Pastel Dream',
        description: 'Mawar peach, anyelir, dan daisy bernuansa pastel dalam wrapping pink yang manis.',
        price: 395_000,
        rating: 4.7,
        attributes: [
          ['Jumlah Tangkai', '18'],
          ['Warna', 'Pastel'],
          ['Wrapping', 'Kertas Korea Pink'],
          ['Ukuran', 'Sedang'],
        ],
      },
      {
        slug: 'buket-wisuda-mini',
        name: 'Buket Wisuda Mini',
        description: 'Buket mungil mawar peach dan daisy putih, pas untuk hadiah dari teman sekelas.',
        price: 125_000,
        rating: 0,
        attributes: [
          ['Jumlah Tangkai', '5'],
          ['Ukuran', 'Kecil'],
        ],
      },
    ],
  },
  {
    slug: 'anggrek-tanaman-hias',
    name: 'Anggrek & Tanaman Hias',
    description: 'Anggrek bulan dan tanaman hias dalam pot, hadiah yang tahan lama untuk rumah dan kantor.',
    priceRangeStart: 200_000,
    priceRangeEnd: 2_500_000,
    isPopular: false,
    products: [
      {
        slug: 'anggrek-bulan-putih',
        name: 'Anggrek Bulan Putih 2 Tangkai',
        description: 'Anggrek bulan putih dua tangkai dalam pot keramik, elegan untuk lobi dan ruang tamu.',
        price: 450_000,
        rating: 4.9,
        attributes: [
          ['Jumlah Tangkai', '2'],
          ['Warna', 'Putih'],
          ['Pot', 'Keramik Putih'],
        ],
      },
      {
        slug: 'anggrek-bulan-ungu',
        name: 'Anggrek Bulan Ungu',
        description: 'Anggrek bulan ungu magenta dua tangkai yang mekar lebat dalam pot keramik.',
        price: 475_000,
        rating: 4.7,
        attributes: [
          ['Jumlah Tangkai', '2'],
          ['Warna', 'Ungu'],
          ['Pot', 'Keramik'],
        ],
      },
      {
        slug: 'anggrek-dendrobium-pot',
        name: 'Duo Anggrek Dendrobium',
        description: 'Sepasang anggrek dendrobium ungu dan putih dalam pot terakota dan keramik.',
        price: 650_000,
        rating: 4.5,
        attributes: [
          ['Jumlah Pot', '2'],
          ['Warna', 'Ungu & Putih'],
          ['Perawatan', 'Mudah'],
        ],
      },
      {
        slug: 'monstera-pot-keramik',
        name: 'Monstera Deliciosa Pot Keramik',
        description: 'Monstera berdaun lebar yang menyegarkan ruangan, dalam pot keramik krem.',
        price: 350_000,
        rating: 4.6,
        attributes: [
          ['Tinggi', '70 cm'],
          ['Pot', 'Keramik Krem'],
          ['Cahaya', 'Teduh'],
        ],
      },
      {
        slug: 'peace-lily-pot',
        name: 'Peace Lily (Spathiphyllum)',
        description: 'Tanaman peace lily dengan bunga putih yang membantu menyegarkan udara dalam ruangan.',
        price: 250_000,
        rating: 4.4,
        attributes: [
          ['Tinggi', '50 cm'],
          ['Pot', 'Keramik Hitam'],
          ['Cahaya', 'Teduh'],
          ['Penyiraman', '2x Seminggu'],
        ],
      },
    ],
  },
];
