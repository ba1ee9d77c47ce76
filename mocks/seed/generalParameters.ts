import type { GeneralParameterRow } from '../db/types';

/**
 * Shop settings (codes 001–012) followed by the named parameters the public
 * home page reads, codes 013 onward (docs/product-rules.md#general-parameters).
 *
 * The chat button looks for the parameter whose name contains 'nomer telfon'
 * and not '2', so 003 is 'Nomer Telfon' and 004 'Nomer Telfon 2'.
 */
const PARAMETERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Jam Operasional Senin-Sabtu', '08:00 - 20:00'], // 001
  ['Jam Operasional Minggu', '10:00 - 18:00'], // 002
  ['Nomer Telfon', '0812-3456-7890'], // 003
  ['Nomer Telfon 2', '0813-9876-5432'], // 004
  ['Email', 'halo@fleurflorist.id'], // 005
  ['Nama Toko', 'Fleur Florist'], // 006
  ['Alamat', 'Jl. Kemang Raya No. 45, Bangka, Mampang Prapatan, Jakarta Selatan 12730'], // 007
  [
    'Deskripsi Footer',
    'Fleur Florist merangkai bunga segar setiap hari untuk setiap momen berharga Anda, dengan pengiriman cepat ke seluruh Jabodetabek.',
  ], // 008
  ['Kota Layanan', 'Jakarta, Bogor, Depok, Tangerang, Bekasi'], // 009
  ['Facebook', 'https://www.facebook.com/fleurflorist.id'], // 010
  ['Instagram', 'https://www.instagram.com/fleurflorist.id'], // 011
  ['WhatsApp', 'https://wa.me/6281234567890'], // 012
  [
    'Tentang',
    'Fleur Florist adalah toko bunga asal Jakarta yang berdiri sejak 2015. Kami memilih bunga segar langsung dari petani lokal di Lembang dan Bandungan, lalu merangkainya dengan sepenuh hati oleh florist berpengalaman. Dari buket ulang tahun hingga dekorasi pernikahan, kami siap membuat setiap momen Anda lebih berkesan.',
  ], // 013
  ['Tagline', 'Rangkaian Bunga Segar untuk Setiap Momen Berharga'],
  ['Jenis Bunga', '500+'],
  ['Pelanggan Puas', '1000+'],
  ['Layanan', '24/7'],
  ['Pengiriman', 'Esok Hari'],
  ['Feature 1', 'Bunga segar langsung dari kebun setiap pagi'],
  ['Feature 2', 'Pengiriman esok hari ke seluruh Jabodetabek'],
  ['Feature 3', 'Gratis kartu ucapan dan pesan personal'],
  ['Layanan 1', 'Buket Bunga Segar'],
  ['Layanan 2', 'Dekorasi Pernikahan'],
  ['Layanan 3', 'Bunga Duka Cita'],
  ['Layanan 4', 'Parsel & Hampers'],
  ['Layanan 5', 'Langganan Bunga Mingguan'],
  ['Layanan 6', 'Pengiriman Terjadwal'],
];

/**
 * The payment instructions of the order page (proposed, codes 101–104; src/lib/shop/paymentInstructions.ts).
 * The QRIS picture is a demo code that pays nothing.
 */
const PAYMENT_PARAMETERS: ReadonlyArray<readonly [code: string, name: string, value: string]> = [
  ['101', 'Bank Transfer', 'BCA'],
  ['102', 'Nomor Rekening', '5270 8812 34'],
  ['103', 'Atas Nama Rekening', 'PT Fleur Florist Indonesia'],
  ['104', 'Gambar QRIS', '/mock-assets/payments/qris-demo.png'],
];

export function createGeneralParameters(): GeneralParameterRow[] {
  const shop = PARAMETERS.map(([paramName, deskripsi], index) => ({
    id: index + 1,
    paramCode: String(index + 1).padStart(3, '0'),
    paramName,
    deskripsi,
  }));
  const payment = PAYMENT_PARAMETERS.map(([paramCode, paramName, deskripsi], index) => ({
    id: shop.length + index + 1,
    paramCode,
    paramName,
    deskripsi,
  }));
  return [...shop, ...payment];
}
