import { EMPTY_DETAILS, type CategorySnapshot, type OrderDetailsDraft, type ProductSnapshot } from './wizardTypes';

/** Sample wizard data for unit tests and stories (the seed's first category and product). */
export const SAMPLE_CATEGORY: CategorySnapshot = {
  categoryID: 1,
  categoryName: 'Buket Mawar',
  description: 'Buket mawar segar pilihan untuk ungkapan cinta, ulang tahun, dan anniversary.',
  imageUrl: '/mock-assets/categories/buket-mawar.jpg',
  priceRangeStart: 150_000,
  priceRangeEnd: 1_500_000,
  isPopular: true,
};

export const SAMPLE_PRODUCT: ProductSnapshot = {
  productID: 1,
  categoryID: 1,
  productName: 'Buket Mawar Merah Klasik',
  description: 'Dua belas tangkai mawar merah dengan baby breath, dibungkus kertas Korea hitam yang elegan.',
  price: 350_000,
  imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
  rating: 4.9,
  productAttributes: [
    { attributeID: 1, productID: 1, attributeName: 'Jumlah Tangkai', attributeValue: '12' },
    { attributeID: 2, productID: 1, attributeName: 'Warna', attributeValue: 'Merah' },
  ],
};

export function sampleDetails(deliveryDate: string): OrderDetailsDraft {
  return {
    ...EMPTY_DETAILS,
    deliveryDate,
    deliveryTime: 'morning',
    quantity: 2,
    recipientName: 'Siti Rahmawati',
    recipientPhone: '081298765432',
    address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
    cardMessage: 'Selamat ulang tahun, Mama!',
  };
}
