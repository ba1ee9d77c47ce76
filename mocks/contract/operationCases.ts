import { addDays } from '../../src/lib/dates/shopClock';
import type { DeliveryDay } from '../runtime/apiTypes';
import { BOARD_LINES, boardOrderWith } from './boardFixtures';
import { gatewayOrder, midtransBody, notifyMidtrans, sessionOf, switchProvider, xenditCall } from './gatewayFixtures';
import { call, firstId, idempotencyKey, setBackendScenario, todayInShop, type CallInput } from './harness';
import { pngFile } from './pngFile';
import { validOrder } from './validOrder';

/**
 * One entry per operation of openapi.yaml: a valid request and its documented
 * success status, invalid requests with the fields their 400 must name, and
 * a request for an unknown id (404). operations.test.ts runs the generic
 * checks over this table and fails when an operation has no entry, when an
 * operation documenting 400 has no invalid request, or one documenting 404
 * has no unknown-id request.
 */

type Input = CallInput | (() => Promise<CallInput>);

export interface InvalidCase {
  name: string;
  input: Input;
  fields: string[];
}

export interface OperationCase {
  status: number;
  valid: Input;
  invalid?: InvalidCase[];
  notFound?: Input;
}

export const UNKNOWN_ID = 987654;

export async function resolveInput(input: Input): Promise<CallInput> {
  return typeof input === 'function' ? input() : input;
}

const categoryId = () => firstId<{ categoryID: number }>('listFlowerCategories', 'categoryID');
const productId = () => firstId<{ productID: number }>('listFlowerProducts', 'productID');
const orderId = () => firstId<{ orderID: number }>('listCustomerOrders', 'orderID');
const galleryId = async () => {
  const page = await call<{ data: Array<{ id: number }> }>('listGalleryImages', { query: { includeImages: false } });
  return page.body.data[0].id;
};

export const validCategory = {
  categoryName: 'Bunga Kontrak',
  description: 'Kategori yang dibuat oleh uji kontrak mock backend.',
  priceRangeStart: 100000,
  priceRangeEnd: 900000,
  isPopular: false,
  imageUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsL',
};

export function validProduct(categoryID: number) {
  return {
    productID: 0,
    categoryID,
    productName: 'Buket Kontrak',
    description: 'Produk yang dibuat oleh uji kontrak mock backend.',
    price: 250000,
    rating: 0,
    imageUrl: 'string',
    productAttributes: [
      { attributeID: 0, productID: 0, attributeName: 'Warna', attributeValue: 'Merah', flowerProduct: 'string' },
      { attributeID: 0, productID: 0, attributeName: 'string', attributeValue: 'string', flowerProduct: 'string' },
    ],
  };
}

export const PAGI = 'Pagi (08:00 - 12:00)';
export const SORE = 'Sore (17:00 - 20:00)';

/** Delivery settings for PUT /api/delivery/settings: two zones, no same-day, no closed day; `overrides` win. */
export function deliverySettingsBody(overrides: Record<string, unknown> = {}) {
  return {
    sameDayCutoff: null,
    closedDates: [],
    windows: [
      { label: PAGI, start: '08:00', end: '12:00', capacity: null },
      { label: 'Siang (12:00 - 17:00)', start: '12:00', end: '17:00', capacity: null },
      { label: SORE, start: '17:00', end: '20:00', capacity: 10 },
      { label: 'Kapan Saja', start: null, end: null, capacity: null },
    ],
    zones: [
      { id: 'jakarta-selatan', name: 'Jakarta Selatan', areas: ['Jakarta Selatan', 'Mampang Prapatan'], fee: 25000 },
      { id: 'depok', name: 'Depok', areas: ['Depok', 'Beji'], fee: 40000 },
    ],
    freeDeliveryFrom: 1500000,
    pickupAddress: 'Jl. Kemang Raya No. 45, Mampang Prapatan, Jakarta Selatan 12730',
    outOfAreaFee: null,
    ...overrides,
  };
}

/** Saves delivery settings (`deliverySettingsBody(overrides)`). */
export async function putDeliverySettings(overrides: Record<string, unknown> = {}): Promise<void> {
  const result = await call('updateDeliverySettings', { body: deliverySettingsBody(overrides) });
  if (result.status !== 200)
    throw new Error(`updateDeliverySettings answered ${result.status}: ${JSON.stringify(result.body)}`);
}

/** Days from the shop's today to a day no seeded order is delivered on (they are due within a week). */
export const BEYOND_SEEDED_ORDERS = 12;

/** The settings' windows with the evening one limited to `capacity` orders a day. */
export const windowsWithEveningCapacity = (capacity: number) =>
  deliverySettingsBody().windows.map((window) => (window.label === SORE ? { ...window, capacity } : window));

/**
 * An order with the proposed delivery fields, delivered on `day` in window `time` to Mampang Prapatan (zone
 * jakarta-selatan, Rp 25.000).
 */
export function deliveryOrder(productID: number, day: string, time = PAGI, overrides: Record<string, unknown> = {}) {
  const base = validOrder(productID, { deliveryDate: day, deliveryTime: time });
  return {
    ...base,
    deliveryInfos: [{ ...base.deliveryInfos[0], deliveryDate: day, deliveryTime: time }],
    fulfilment: 'delivery',
    provinsi: 'DKI Jakarta',
    kotaKabupaten: 'Jakarta Selatan',
    kecamatan: 'Mampang Prapatan',
    kelurahan: 'Bangka',
    kodePos: '12730',
    detail: 'Jl. Kemang Raya No. 15, RT 004/RW 002',
    patokan: 'Pagar hitam, seberang minimarket',
    deliveryZoneId: 'jakarta-selatan',
    deliveryFee: 25000,
    ...overrides,
  };
}

/** The first day, from the shop's today, whose morning window takes orders (by GET /api/delivery/availability). */
export async function openDeliveryDay(): Promise<string> {
  const days = (await call<DeliveryDay[]>('getDeliveryAvailability', { query: { from: todayInShop(), days: 14 } }))
    .body;
  const open = days.find((day) => day.windows.some((window) => window.label === PAGI && window.available));
  if (!open) throw new Error('no open delivery day in the next 14 days');
  return open.date;
}

function orderUpdate(orderID: number) {
  return {
    orderID,
    customerName: 'Budi Kontrak',
    phoneNumber: '081355512345',
    address: 'Jl. Baru No. 2, Jakarta',
    specialMessage: null,
    quantity: 3,
    unitPrice: 100000,
    totalPrice: 300000,
    deliveryDate: '2030-01-15',
    deliveryTime: 'Sore (17:00 - 20:00)',
  };
}

/** A seeded order's id and the key to its customer page (staff see it in the order list). */
export async function orderWithToken(): Promise<{ orderID: number; token: string }> {
  const orders =
    await call<Array<{ orderID: number; trackingToken?: string; orderStatuses: Array<{ status: string }> }>>(
      'listCustomerOrders',
    );
  const order = orders.body.find((row) => row.trackingToken && row.orderStatuses[0]?.status !== 'Cancelled');
  if (!order?.trackingToken) throw new Error('no seeded order carries a tracking token');
  return { orderID: order.orderID, token: order.trackingToken };
}

/**
 * A proof sent for an order placed for it, still waiting for review. Its own order, not a seeded one:
 * which seeded orders are still unpaid follows the seed's today, and a proof for a paid order says little.
 */
export async function pendingProof(): Promise<{ orderID: number; proofID: number; token: string }> {
  const placed = await call<{ orderID: number; trackingToken?: string }>('createCustomerOrder', {
    body: validOrder(await productId()),
    token: null,
  });
  if (placed.status !== 201 || !placed.body.trackingToken)
    throw new Error(
      `createCustomerOrder answered ${placed.status}${placed.status === 201 ? ' without a tracking token' : ''}`,
    );
  const order = { orderID: placed.body.orderID, token: placed.body.trackingToken };
  const sent = await call<{ proofID: number }>('uploadPaymentProof', {
    params: { orderID: order.orderID },
    query: { token: order.token },
    form: proofForm(pngFile('bukti.png')),
    token: null,
  });
  if (sent.status !== 201) throw new Error(`uploadPaymentProof answered ${sent.status}`);
  return { ...order, proofID: sent.body.proofID };
}

export const proofForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** An order placed for the case (a delivery, not a seeded one): its id and the key to its order page. */
export async function placedOrder(): Promise<{ orderID: number; token: string }> {
  const placed = await call<{ orderID: number; trackingToken?: string }>('createCustomerOrder', {
    body: validOrder(await productId()),
    token: null,
  });
  if (placed.status !== 201 || !placed.body.trackingToken)
    throw new Error(`createCustomerOrder answered ${placed.status}`);
  return { orderID: placed.body.orderID, token: placed.body.trackingToken };
}

/** A new order with an arrangement photo waiting for the customer's answer. */
export async function orderWithPhoto(): Promise<{ orderID: number; token: string }> {
  const order = await placedOrder();
  const sent = await call('uploadArrangementPhoto', { params: { id: order.orderID }, form: fileForm('file') });
  if (sent.status !== 201) throw new Error(`uploadArrangementPhoto answered ${sent.status}`);
  return order;
}

/** FormData with a small PNG in `field`, and `fields` as text. */
export function fileForm(field: string | null, fields: Record<string, string> = {}, file: File = pngFile('foto.png')) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (field) form.append(field, file);
  return form;
}

export const WRONG_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

/** A card template and a board template as the templates screen sends them. */
export const CARD_TEMPLATE = {
  format: 'card',
  occasion: 'ulang_tahun',
  religion: null,
  text: 'Selamat ulang tahun, Oma! Sehat selalu.',
};
export const BOARD_TEMPLATE = {
  format: 'board',
  occasion: 'duka',
  religion: 'islam',
  lines: { headline: 'Turut Berduka Cita', recipient: 'Atas wafatnya', extra: 'Semoga husnul khatimah' },
};

const uploadForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const operationCases: Record<string, OperationCase> = {
  // ---------------------------------------------------------- general parameters
  listGeneralParameters: { status: 200, valid: {} },
  createGeneralParameter: {
    status: 201,
    valid: { body: { paramCode: '900', paramName: 'Uji Kontrak', deskripsi: 'Nilai uji' } },
    invalid: [
      {
        name: 'schema',
        input: { body: { paramCode: '12', paramName: '', deskripsi: 'x' } },
        fields: ['paramCode', 'paramName'],
      },
      { name: 'missing fields', input: { body: { paramCode: '901' } }, fields: ['paramName', 'deskripsi'] },
      {
        name: 'code taken',
        input: { body: { paramCode: '001', paramName: 'Dobel', deskripsi: 'x' } },
        fields: ['paramCode'],
      },
      {
        name: 'extra property',
        input: { body: { paramCode: '902', paramName: 'a', deskripsi: 'b', nope: 1 } },
        fields: ['nope'],
      },
      { name: 'malformed JSON', input: { rawBody: '{"paramCode": ' }, fields: ['body'] },
    ],
  },
  getGeneralParameter: {
    status: 200,
    valid: { params: { id: 1 } },
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'abc' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateGeneralParameter: {
    status: 200,
    valid: { params: { id: 1 }, body: { id: 1, paramCode: '001', paramName: 'Jam Buka', deskripsi: '07:00 - 21:00' } },
    invalid: [
      {
        name: 'id mismatch',
        input: { params: { id: 1 }, body: { id: 2, paramCode: '001', paramName: 'a', deskripsi: 'b' } },
        fields: ['id'],
      },
      {
        name: 'code taken',
        input: { params: { id: 1 }, body: { id: 1, paramCode: '002', paramName: 'a', deskripsi: 'b' } },
        fields: ['paramCode'],
      },
      {
        name: 'schema',
        input: { params: { id: 1 }, body: { id: 1, paramCode: 'abc', paramName: 'a', deskripsi: '' } },
        fields: ['paramCode', 'deskripsi'],
      },
    ],
    notFound: {
      params: { id: UNKNOWN_ID },
      body: { id: UNKNOWN_ID, paramCode: '950', paramName: 'a', deskripsi: 'b' },
    },
  },
  deleteGeneralParameter: {
    status: 204,
    valid: { params: { id: 1 } },
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  getLateTransactionsToday: { status: 200, valid: {} },
  getDashboardSummary: { status: 200, valid: {} },
  getKas: { status: 200, valid: {} },
  getSummaryByDate: {
    status: 200,
    valid: () => Promise.resolve({ params: { date: todayInShop() } }),
    invalid: [
      { name: 'impossible date', input: { params: { date: '2025-02-30' } }, fields: ['date'] },
      { name: 'not a date', input: { params: { date: 'kemarin' } }, fields: ['date'] },
    ],
  },
  getStatusNominalBack: { status: 200, valid: {} },

  // ---------------------------------------------------------- gallery
  listGalleryImages: {
    status: 200,
    valid: { query: { page: 1, pageSize: 6, includeImages: true, activeOnly: true } },
    invalid: [
      { name: 'page 0', input: { query: { page: 0 } }, fields: ['page'] },
      { name: 'pageSize too big', input: { query: { pageSize: 101 } }, fields: ['pageSize'] },
      { name: 'not a boolean', input: { query: { includeImages: 'maybe' } }, fields: ['includeImages'] },
      { name: 'not a number', input: { query: { page: 'two' } }, fields: ['page'] },
    ],
  },
  createGalleryImage: {
    status: 201,
    valid: {
      body: {
        title: 'Foto Kontrak',
        description: null,
        imageBase64: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
        isActive: true,
        displayOrder: 0,
        createdBy: 'admin',
      },
    },
    invalid: [
      {
        name: 'schema',
        input: { body: { title: '', displayOrder: -1 } },
        fields: ['title', 'imageBase64', 'displayOrder'],
      },
      { name: 'not base64', input: { body: { title: 'x', imageBase64: 'bukan base64!' } }, fields: ['imageBase64'] },
    ],
  },
  getGalleryImage: {
    status: 200,
    valid: async () => ({ params: { id: await galleryId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateGalleryImage: {
    status: 200,
    valid: async () => {
      const id = await galleryId();
      return { params: { id }, body: { id, title: 'Judul Baru', isActive: false, updatedBy: 'admin' } };
    },
    invalid: [
      { name: 'id mismatch', input: { params: { id: 1 }, body: { id: 2, title: 'x' } }, fields: ['id'] },
      {
        name: 'schema',
        input: { params: { id: 1 }, body: { id: 1, title: '', isActive: 'ya' } },
        fields: ['title', 'isActive'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { id: UNKNOWN_ID, title: 'x' } },
  },
  deleteGalleryImage: {
    status: 204,
    valid: async () => ({ params: { id: await galleryId() } }),
    invalid: [{ name: 'id 0', input: { params: { id: 0 } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateGalleryImageOrder: {
    status: 200,
    valid: async () => ({ params: { id: await galleryId() }, body: { displayOrder: 42 } }),
    invalid: [
      { name: 'negative order', input: { params: { id: 1 }, body: { displayOrder: -1 } }, fields: ['displayOrder'] },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { displayOrder: 1 } },
  },

  // ---------------------------------------------------------- categories
  listFlowerCategories: { status: 200, valid: {} },
  createFlowerCategory: {
    status: 201,
    valid: { body: validCategory },
    invalid: [
      {
        name: 'schema',
        input: { body: { ...validCategory, categoryName: 'ab', description: 'short', priceRangeStart: -1 } },
        fields: ['categoryName', 'description', 'priceRangeStart'],
      },
      {
        name: 'price range',
        input: { body: { ...validCategory, priceRangeStart: 500000, priceRangeEnd: 500000 } },
        fields: ['priceRangeStart'],
      },
      { name: 'missing image', input: { body: { ...validCategory, imageUrl: undefined } }, fields: ['imageUrl'] },
    ],
  },
  searchFlowerCategories: {
    status: 200,
    valid: { query: { search: 'mawar' } },
    invalid: [{ name: 'search too long', input: { query: { search: 'x'.repeat(101) } }, fields: ['search'] }],
  },
  listPopularFlowerCategories: { status: 200, valid: {} },
  getFlowerCategory: {
    status: 200,
    valid: async () => ({ params: { id: await categoryId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'abc' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateFlowerCategory: {
    status: 200,
    valid: async () => {
      const id = await categoryId();
      return { params: { id }, body: { categoryID: id, ...validCategory, isPopular: true } };
    },
    invalid: [
      {
        name: 'id mismatch',
        input: { params: { id: 1 }, body: { categoryID: 2, ...validCategory } },
        fields: ['categoryID'],
      },
      {
        name: 'price range',
        input: { params: { id: 1 }, body: { categoryID: 1, ...validCategory, priceRangeStart: 9, priceRangeEnd: 1 } },
        fields: ['priceRangeStart'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { categoryID: UNKNOWN_ID, ...validCategory } },
  },
  deleteFlowerCategory: {
    status: 204,
    valid: async () => ({ params: { id: await categoryId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: '1.5' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },

  // ---------------------------------------------------------- products
  listFlowerProducts: { status: 200, valid: {} },
  createFlowerProduct: {
    status: 201,
    valid: async () => ({ body: validProduct(await categoryId()) }),
    invalid: [
      {
        name: 'schema',
        input: { body: { ...validProduct(1), price: 0, productName: 'x' } },
        fields: ['price', 'productName'],
      },
      { name: 'unknown category', input: { body: validProduct(UNKNOWN_ID) }, fields: ['categoryID'] },
      {
        name: 'empty attribute name',
        input: {
          body: {
            ...validProduct(1),
            productAttributes: [{ attributeID: 0, productID: 0, attributeName: '', attributeValue: 'x' }],
          },
        },
        fields: ['productAttributes[0].attributeName'],
      },
    ],
  },
  listFlowerProductsByCategory: {
    status: 200,
    valid: async () => ({ params: { categoryId: await categoryId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { categoryId: 'x' } }, fields: ['categoryId'] }],
    notFound: { params: { categoryId: UNKNOWN_ID } },
  },
  getFlowerProduct: {
    status: 200,
    valid: async () => ({ params: { id: await productId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateFlowerProduct: {
    status: 200,
    valid: async () => {
      const id = await productId();
      const product = (await call<{ categoryID: number }>('getFlowerProduct', { params: { id } })).body;
      return {
        params: { id },
        body: {
          ...validProduct(product.categoryID),
          productID: id,
          rating: 4.2,
          flowerCategory: {
            categoryID: product.categoryID,
            categoryName: 'string',
            description: 'string',
            imageUrl: 'string',
            priceRangeStart: 0,
            priceRangeEnd: 0,
            isPopular: true,
          },
        },
      };
    },
    invalid: [
      {
        name: 'id mismatch',
        input: { params: { id: 1 }, body: { ...validProduct(1), productID: 2 } },
        fields: ['productID'],
      },
      {
        name: 'unknown category',
        input: { params: { id: 1 }, body: { ...validProduct(UNKNOWN_ID), productID: 1 } },
        fields: ['categoryID'],
      },
      {
        name: 'rating above 5',
        input: { params: { id: 1 }, body: { ...validProduct(1), productID: 1, rating: 6 } },
        fields: ['rating'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { ...validProduct(1), productID: UNKNOWN_ID } },
  },
  deleteFlowerProduct: {
    status: 204,
    valid: async () => ({ params: { id: await productId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },

  // ---------------------------------------------------------- orders
  listCustomerOrders: { status: 200, valid: {} },
  createCustomerOrder: {
    status: 201,
    valid: async () => ({ body: validOrder(await productId()) }),
    invalid: [
      {
        name: 'schema',
        input: { body: validOrder(1, { quantity: 21, deliveryTime: 'Malam', customerName: '' }) },
        fields: ['quantity', 'deliveryTime', 'customerName'],
      },
      { name: 'unknown product', input: { body: validOrder(UNKNOWN_ID) }, fields: ['productID'] },
      {
        name: 'bad delivery date',
        input: { body: validOrder(1, { deliveryDate: 'besok' }) },
        fields: ['deliveryDate'],
      },
      {
        name: "delivery on the shop's today",
        input: async () => ({ body: validOrder(await productId(), { deliveryDate: todayInShop() }) }),
        fields: ['deliveryDate'],
      },
      {
        name: 'delivery in the past (date-time)',
        input: async () => {
          const yesterday = `${addDays(todayInShop(), -1)}T10:00:00+07:00`;
          const body = validOrder(await productId(), { deliveryDate: yesterday });
          return { body: { ...body, deliveryInfos: [{ ...body.deliveryInfos[0], deliveryDate: yesterday }] } };
        },
        fields: ['deliveryDate', 'deliveryInfos[0].deliveryDate'],
      },
      {
        name: 'total is not unit price × quantity',
        input: async () => ({
          body: validOrder(await productId(), { quantity: 3, unitPrice: 350000, totalPrice: 700000 }),
        }),
        fields: ['totalPrice'],
      },
      { name: 'missing body', input: {}, fields: ['body'] },
      {
        name: 'delivery rules: a closed day',
        input: async () => {
          const day = addDays(todayInShop(), 3);
          await putDeliverySettings({ closedDates: [day] });
          return { body: deliveryOrder(await productId(), day) };
        },
        fields: ['deliveryDate', 'deliveryInfos[0].deliveryDate'],
      },
      {
        name: "delivery rules: the shop's today after the same-day cut-off (mock clock)",
        input: async () => {
          await setBackendScenario('clock:2030-06-10T13:30:00+07:00');
          await putDeliverySettings({ sameDayCutoff: '13:00' });
          return { body: deliveryOrder(await productId(), '2030-06-10', 'Kapan Saja') };
        },
        fields: ['deliveryDate', 'deliveryInfos[0].deliveryDate'],
      },
      {
        name: 'delivery rules: a full window',
        input: async () => {
          const product = await productId();
          const day = addDays(todayInShop(), BEYOND_SEEDED_ORDERS);
          await putDeliverySettings({ windows: windowsWithEveningCapacity(1) });
          const first = await call('createCustomerOrder', { body: deliveryOrder(product, day, SORE), token: null });
          if (first.status !== 201) throw new Error(`the first evening order answered ${first.status}`);
          return { body: deliveryOrder(product, day, SORE) };
        },
        fields: ['deliveryTime'],
      },
      {
        name: 'delivery rules: a window already over today (mock clock)',
        input: async () => {
          await setBackendScenario('clock:2030-06-10T12:15:00+07:00');
          await putDeliverySettings({ sameDayCutoff: '15:00' });
          return { body: deliveryOrder(await productId(), '2030-06-10', PAGI) };
        },
        fields: ['deliveryTime'],
      },
      {
        name: 'delivery rules: a wrong delivery fee',
        input: async () => ({
          body: deliveryOrder(await productId(), await openDeliveryDay(), PAGI, { deliveryFee: 20000 }),
        }),
        fields: ['deliveryFee'],
      },
      {
        name: 'delivery rules: a zone that does not exist',
        input: async () => ({
          body: deliveryOrder(await productId(), await openDeliveryDay(), PAGI, { deliveryZoneId: 'bandung' }),
        }),
        fields: ['deliveryZoneId'],
      },
      {
        name: 'delivery fields: schema (negative fee, bad postal code, unknown fulfilment)',
        input: async () => ({
          body: deliveryOrder(await productId(), addDays(todayInShop(), 3), PAGI, {
            deliveryFee: -1,
            kodePos: '1273',
            fulfilment: 'kurir',
          }),
        }),
        fields: ['deliveryFee', 'kodePos', 'fulfilment'],
      },
    ],
  },
  getCustomerOrder: {
    status: 200,
    valid: async () => ({ params: { id: await orderId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateCustomerOrder: {
    status: 200,
    valid: async () => {
      const id = await orderId();
      return { params: { id }, body: orderUpdate(id) };
    },
    invalid: [
      { name: 'id mismatch', input: { params: { id: 1001 }, body: orderUpdate(1002) }, fields: ['orderID'] },
      {
        name: 'schema',
        input: { params: { id: 1001 }, body: { ...orderUpdate(1001), quantity: 0, phoneNumber: '' } },
        fields: ['quantity', 'phoneNumber'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: orderUpdate(UNKNOWN_ID) },
  },
  deleteCustomerOrder: {
    status: 204,
    valid: async () => ({ params: { id: await orderId() } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'x' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  updateCustomerOrderStatus: {
    status: 200,
    valid: async () => ({ params: { id: await orderId() }, body: { status: 'Processing' } }),
    invalid: [
      { name: 'unknown status', input: { params: { id: 1001 }, body: { status: 'Done' } }, fields: ['status'] },
      { name: 'missing status', input: { params: { id: 1001 }, body: {} }, fields: ['status'] },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { status: 'Completed' } },
  },
  updateCustomerOrderPaymentStatus: {
    status: 200,
    valid: async () => ({ params: { id: await orderId() }, body: { paymentStatus: 'Paid' } }),
    invalid: [
      {
        name: 'unknown status',
        input: { params: { id: 1001 }, body: { paymentStatus: 'Lunas' } },
        fields: ['paymentStatus'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { paymentStatus: 'Paid' } },
  },

  // ---------------------------------------------------------- delivery rules (proposed)
  getDeliverySettings: {
    status: 200,
    valid: {},
    // The shop without delivery settings: the `empty` scenario answers as if there were no record.
    notFound: async () => {
      await setBackendScenario('empty');
      return {};
    },
  },
  updateDeliverySettings: {
    status: 200,
    valid: {
      body: deliverySettingsBody({ sameDayCutoff: '13:00', closedDates: ['2030-12-25'], leadDays: { '3': 2 } }),
    },
    invalid: [
      {
        name: 'an impossible time',
        input: { body: deliverySettingsBody({ sameDayCutoff: '25:00' }) },
        fields: ['sameDayCutoff'],
      },
      {
        name: 'a negative fee and capacity',
        input: {
          body: deliverySettingsBody({
            zones: [{ id: 'depok', name: 'Depok', areas: ['Depok'], fee: -5000 }],
            windows: [{ label: PAGI, start: '08:00', end: '12:00', capacity: -1 }],
            outOfAreaFee: -1,
          }),
        },
        fields: ['zones[0].fee', 'windows[0].capacity', 'outOfAreaFee'],
      },
      {
        name: 'a malformed date',
        input: { body: deliverySettingsBody({ closedDates: ['2030-02-30', '25-12-2030'] }) },
        fields: ['closedDates[0]', 'closedDates[1]'],
      },
      {
        name: 'window rules (a delivery time twice, end before start, start without end)',
        input: {
          body: deliverySettingsBody({
            windows: [
              { label: PAGI, start: '12:00', end: '08:00', capacity: null },
              { label: PAGI, start: '08:00', end: null, capacity: null },
            ],
          }),
        },
        fields: ['windows[0].end', 'windows[1].label', 'windows[1].start'],
      },
      {
        name: 'zone rules (a zone id twice, an area in two zones, lead days of an unknown category)',
        input: {
          body: deliverySettingsBody({
            zones: [
              { id: 'jakarta-selatan', name: 'Jakarta Selatan', areas: ['Jakarta Selatan'], fee: 25000 },
              { id: 'jakarta-selatan', name: 'Depok', areas: ['Depok'], fee: 40000 },
              { id: 'depok', name: 'Depok', areas: ['Kota Jakarta Selatan'], fee: 40000 },
            ],
            leadDays: { [String(UNKNOWN_ID)]: 1 },
          }),
        },
        fields: ['zones[1].id', 'zones[2].areas', 'leadDays'],
      },
      {
        name: 'missing fields and an unknown one',
        input: { body: { sameDayCutoff: null, extra: true } },
        fields: ['closedDates', 'windows', 'zones', 'extra'],
      },
    ],
  },
  getDeliveryAvailability: {
    status: 200,
    valid: () => Promise.resolve({ query: { from: todayInShop(), days: 14 } }),
    invalid: [
      { name: 'days out of range', input: { query: { from: '2030-01-01', days: 63 } }, fields: ['days'] },
      { name: 'no days', input: { query: { from: '2030-01-01', days: 0 } }, fields: ['days'] },
      { name: 'a malformed day', input: { query: { from: '2030-13-01', days: 7 } }, fields: ['from'] },
      { name: 'missing parameters', input: { query: {} }, fields: ['from', 'days'] },
      {
        name: 'a bad category id',
        input: { query: { from: '2030-01-01', days: 7, categoryId: 0 } },
        fields: ['categoryId'],
      },
    ],
  },

  // ---------------------------------------------------------- order page and payment proofs (proposed)
  getPublicOrder: {
    status: 200,
    valid: async () => {
      const { orderID, token } = await orderWithToken();
      return { params: { orderID }, query: { token }, token: null };
    },
    invalid: [
      {
        name: 'malformed token',
        input: { params: { orderID: 1001 }, query: { token: 'short' }, token: null },
        fields: ['token'],
      },
    ],
    notFound: async () => ({
      params: { orderID: (await orderWithToken()).orderID },
      query: { token: WRONG_TOKEN },
      token: null,
    }),
  },
  uploadPaymentProof: {
    status: 201,
    valid: async () => {
      const { orderID, token } = await orderWithToken();
      return { params: { orderID }, query: { token }, form: proofForm(pngFile('bukti.png')), token: null };
    },
    invalid: [
      {
        name: 'not JPG, PNG or GIF',
        input: async () => {
          const { orderID, token } = await orderWithToken();
          return {
            params: { orderID },
            query: { token },
            form: proofForm(new File(['x'], 'bukti.webp', { type: 'image/webp' })),
            token: null,
          };
        },
        fields: ['file'],
      },
      {
        name: 'larger than 5 MB',
        input: async () => {
          const { orderID, token } = await orderWithToken();
          return {
            params: { orderID },
            query: { token },
            form: proofForm(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'bukti.jpg', { type: 'image/jpeg' })),
            token: null,
          };
        },
        fields: ['file'],
      },
    ],
    notFound: async () => ({
      params: { orderID: UNKNOWN_ID },
      query: { token: (await orderWithToken()).token },
      form: proofForm(pngFile('bukti.png')),
      token: null,
    }),
  },
  listPaymentProofs: {
    status: 200,
    valid: { query: { state: 'pending' } },
    invalid: [{ name: 'unknown state', input: { query: { state: 'waiting' } }, fields: ['state'] }],
  },
  reviewPaymentProof: {
    status: 200,
    valid: async () => {
      const { orderID, proofID } = await pendingProof();
      return { params: { id: orderID, proofID }, body: { decision: 'approve' } };
    },
    invalid: [
      {
        name: 'reject without a reason',
        input: async () => {
          const { orderID, proofID } = await pendingProof();
          return { params: { id: orderID, proofID }, body: { decision: 'reject', reason: '  ' } };
        },
        fields: ['reason'],
      },
      {
        name: 'unknown decision',
        input: { params: { id: 1001, proofID: 1 }, body: { decision: 'maybe' } },
        fields: ['decision'],
      },
    ],
    notFound: async () => ({
      params: { id: (await orderWithToken()).orderID, proofID: UNKNOWN_ID },
      body: { decision: 'approve' },
    }),
  },
  getPaymentProofImage: {
    status: 200,
    valid: async () => {
      const { orderID, proofID } = await pendingProof();
      return { params: { id: orderID, proofID } };
    },
    invalid: [{ name: 'non-numeric proofID', input: { params: { id: 1001, proofID: 'x' } }, fields: ['proofID'] }],
    notFound: { params: { id: UNKNOWN_ID, proofID: 1 } },
  },

  // ---------------------------------------------------------- doorstep (proposed)
  assignDeliveryDriver: {
    status: 200,
    valid: async () => ({ params: { id: (await placedOrder()).orderID }, body: { driver: 'kurir' } }),
    invalid: [
      {
        name: 'not a Driver account',
        input: async () => ({ params: { id: (await placedOrder()).orderID }, body: { driver: 'admin' } }),
        fields: ['driver'],
      },
      {
        name: 'position 0',
        input: async () => ({ params: { id: (await placedOrder()).orderID }, body: { driver: 'kurir', position: 0 } }),
        fields: ['position'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { driver: 'kurir' } },
  },
  listDeliveryRuns: {
    status: 200,
    valid: () => Promise.resolve({ query: { date: todayInShop() } }),
    invalid: [
      { name: 'no date', input: { query: {} }, fields: ['date'] },
      { name: 'not a date', input: { query: { date: '14-02-2025' } }, fields: ['date'] },
    ],
  },
  uploadArrangementPhoto: {
    status: 201,
    valid: async () => ({ params: { id: (await placedOrder()).orderID }, form: fileForm('file') }),
    invalid: [
      {
        name: 'not JPG or PNG',
        input: async () => ({
          params: { id: (await placedOrder()).orderID },
          form: fileForm('file', {}, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' })),
        }),
        fields: ['file'],
      },
      {
        name: 'no file',
        input: async () => ({ params: { id: (await placedOrder()).orderID }, form: fileForm(null) }),
        fields: ['file'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, form: fileForm('file') },
  },
  answerArrangementPhoto: {
    status: 200,
    valid: async () => {
      const { orderID, token } = await orderWithPhoto();
      return { params: { orderID }, query: { token }, body: { decision: 'approve' }, token: null };
    },
    invalid: [
      {
        name: 'a change without a note',
        input: async () => {
          const { orderID, token } = await orderWithPhoto();
          return { params: { orderID }, query: { token }, body: { decision: 'change' }, token: null };
        },
        fields: ['note'],
      },
      {
        name: 'no photo waiting',
        input: async () => {
          const { orderID, token } = await placedOrder();
          return { params: { orderID }, query: { token }, body: { decision: 'approve' }, token: null };
        },
        fields: ['decision'],
      },
    ],
    notFound: async () => ({
      params: { orderID: UNKNOWN_ID },
      query: { token: (await placedOrder()).token },
      body: { decision: 'approve' },
      token: null,
    }),
  },
  fileDeliveryProof: {
    status: 201,
    valid: async () => ({
      params: { id: (await placedOrder()).orderID },
      headers: idempotencyKey(),
      form: fileForm('photo', { outcome: 'delivered', receivedBy: 'Pak Budi' }),
    }),
    invalid: [
      {
        name: 'delivered without a photo',
        input: async () => ({
          params: { id: (await placedOrder()).orderID },
          headers: idempotencyKey(),
          form: fileForm(null, { outcome: 'delivered' }),
        }),
        fields: ['photo'],
      },
      {
        name: 'no Idempotency-Key',
        input: async () => ({
          params: { id: (await placedOrder()).orderID },
          form: fileForm('photo', { outcome: 'delivered' }),
        }),
        fields: ['Idempotency-Key'],
      },
      {
        name: 'an unknown outcome',
        input: async () => ({
          params: { id: (await placedOrder()).orderID },
          headers: idempotencyKey(),
          form: fileForm(null, { outcome: 'lost' }),
        }),
        fields: ['outcome'],
      },
    ],
    notFound: () =>
      Promise.resolve({
        params: { id: UNKNOWN_ID },
        headers: idempotencyKey(),
        form: fileForm('photo', { outcome: 'delivered' }),
      }),
  },
  // ---------------------------------------------------------- payments by gateway (proposed)
  getPaymentOptions: { status: 200, valid: { token: null } },
  createPaymentSession: {
    status: 201,
    valid: async () => {
      const order = await gatewayOrder();
      return {
        params: { orderID: order.orderID },
        query: { token: order.token },
        headers: idempotencyKey(),
        body: { purpose: 'deposit', method: 'qris' },
        token: null,
      };
    },
    invalid: [
      {
        name: 'an unknown method',
        input: async () => {
          const order = await gatewayOrder();
          return {
            params: { orderID: order.orderID },
            query: { token: order.token },
            headers: idempotencyKey(),
            body: { purpose: 'deposit', method: 'cash' },
            token: null,
          };
        },
        fields: ['method'],
      },
      {
        name: 'no Idempotency-Key',
        input: async () => {
          const order = await gatewayOrder();
          return {
            params: { orderID: order.orderID },
            query: { token: order.token },
            body: { purpose: 'deposit', method: 'qris' },
            token: null,
          };
        },
        fields: ['Idempotency-Key'],
      },
    ],
    notFound: async () => ({
      params: { orderID: (await gatewayOrder()).orderID },
      query: { token: WRONG_TOKEN },
      headers: idempotencyKey(),
      body: { purpose: 'deposit', method: 'qris' },
      token: null,
    }),
  },
  getPaymentSession: {
    status: 200,
    valid: async () => {
      const order = await gatewayOrder();
      const session = await sessionOf(order);
      return {
        params: { orderID: order.orderID, sessionID: session.sessionID },
        query: { token: order.token },
        token: null,
      };
    },
    invalid: [
      {
        name: 'malformed token',
        input: { params: { orderID: 1001, sessionID: 1 }, query: { token: 'short' }, token: null },
        fields: ['token'],
      },
    ],
    notFound: async () => {
      const order = await gatewayOrder();
      return { params: { orderID: order.orderID, sessionID: UNKNOWN_ID }, query: { token: order.token }, token: null };
    },
  },
  receiveMidtransNotification: {
    status: 200,
    valid: async () => ({ body: await midtransBody(await sessionOf(await gatewayOrder())), token: null }),
    invalid: [
      {
        name: 'no order_id',
        input: { body: { status_code: '200', gross_amount: '1.00', transaction_status: 'settlement' }, token: null },
        fields: ['order_id'],
      },
    ],
    notFound: async () => ({
      body: await midtransBody({ reference: 'FLR-UNKNOWN-DP-1', amount: 1000 }),
      token: null,
    }),
  },
  receiveXenditNotification: {
    status: 200,
    valid: async () => {
      await switchProvider('xendit');
      const session = await sessionOf(await gatewayOrder());
      await switchProvider('midtrans');
      return xenditCall(session);
    },
    invalid: [
      {
        name: 'an unknown status',
        input: () =>
          Promise.resolve({
            ...xenditCall({ reference: 'FLR-1-DP-1', amount: 1 }),
            body: { id: 'x', external_id: 'FLR-1-DP-1', amount: 1, status: 'LOST' },
          }),
        fields: ['status'],
      },
    ],
    notFound: () => Promise.resolve(xenditCall({ reference: 'FLR-UNKNOWN-DP-1', amount: 1000 })),
  },
  getPaymentSettings: { status: 200, valid: {} },
  updatePaymentSettings: {
    status: 200,
    valid: {
      body: {
        enabled: true,
        provider: 'midtrans',
        methods: ['qris', 'va_bca', 'va_mandiri', 'va_bni', 'va_bri', 'gopay', 'shopeepay', 'dana', 'ovo'],
        sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
        manualTransfer: true,
      },
    },
    invalid: [
      {
        name: 'schema',
        input: {
          body: {
            enabled: true,
            provider: 'doku',
            methods: ['qris'],
            sessionMinutes: { qris: 1, va: 180, ewallet: 180 },
            manualTransfer: true,
          },
        },
        fields: ['provider', 'sessionMinutes.qris'],
      },
      {
        name: 'no way to pay',
        input: {
          body: {
            enabled: false,
            provider: 'midtrans',
            methods: ['qris'],
            sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
            manualTransfer: false,
          },
        },
        fields: ['manualTransfer'],
      },
      {
        name: 'an enabled gateway without a method',
        input: {
          body: {
            enabled: true,
            provider: 'midtrans',
            methods: [],
            sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
            manualTransfer: true,
          },
        },
        fields: ['methods'],
      },
    ],
  },
  listPaymentSessions: {
    status: 200,
    valid: { query: { attention: true } },
    invalid: [{ name: 'attention not a boolean', input: { query: { attention: 'maybe' } }, fields: ['attention'] }],
  },
  resolvePaymentSession: {
    status: 200,
    valid: async () => {
      const session = await sessionOf(await gatewayOrder());
      await notifyMidtrans(session, 'settlement', { amount: session.amount - 1000 });
      return { params: { sessionID: session.sessionID }, body: { decision: 'accept' } };
    },
    invalid: [
      {
        name: 'an unknown decision',
        input: { params: { sessionID: 1 }, body: { decision: 'ignore' } },
        fields: ['decision'],
      },
      {
        name: 'a session without a flag',
        input: async () => ({
          params: { sessionID: (await sessionOf(await gatewayOrder())).sessionID },
          body: { decision: 'accept' },
        }),
        fields: ['decision'],
      },
    ],
    notFound: { params: { sessionID: UNKNOWN_ID }, body: { decision: 'accept' } },
  },
  listRefundTasks: {
    status: 200,
    valid: { query: { state: 'open' } },
    invalid: [{ name: 'an unknown state', input: { query: { state: 'lost' } }, fields: ['state'] }],
  },
  createRefund: {
    status: 201,
    valid: async () => {
      const order = await gatewayOrder();
      const session = await sessionOf(order);
      await notifyMidtrans(session);
      return {
        params: { id: order.orderID },
        headers: idempotencyKey(),
        body: { amount: 10000, reason: 'Ongkos kirim dikembalikan', method: 'gateway', sessionID: session.sessionID },
      };
    },
    invalid: [
      {
        name: 'schema',
        input: async () => ({
          params: { id: (await gatewayOrder()).orderID },
          headers: idempotencyKey(),
          body: { amount: 0, reason: '', method: 'cash' },
        }),
        fields: ['amount', 'reason', 'method'],
      },
      {
        name: 'more than was paid',
        input: async () => ({
          params: { id: (await gatewayOrder()).orderID },
          headers: idempotencyKey(),
          body: { amount: 1000, reason: 'Salah kirim', method: 'manual' },
        }),
        fields: ['amount'],
      },
      {
        name: 'no Idempotency-Key',
        input: async () => ({
          params: { id: (await gatewayOrder()).orderID },
          body: { amount: 1000, reason: 'Salah kirim', method: 'manual' },
        }),
        fields: ['Idempotency-Key'],
      },
    ],
    notFound: {
      params: { id: UNKNOWN_ID },
      headers: { 'Idempotency-Key': 'refund-unknown-order' },
      body: { amount: 1000, reason: 'Salah kirim', method: 'manual' },
    },
  },
  listOrderEvents: {
    status: 200,
    valid: async () => ({ params: { id: (await gatewayOrder()).orderID } }),
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'abc' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  // ---------------------------------------------------------- message templates (proposed)
  listMessageTemplates: {
    status: 200,
    valid: { query: { format: 'board', occasion: 'duka', religion: 'islam' }, token: null },
    invalid: [
      { name: 'an unknown format', input: { query: { format: 'poster' }, token: null }, fields: ['format'] },
      { name: 'an unknown religion', input: { query: { religion: 'jedi' }, token: null }, fields: ['religion'] },
    ],
  },
  createMessageTemplate: {
    status: 201,
    valid: { body: CARD_TEMPLATE },
    invalid: [
      { name: 'an unknown occasion', input: { body: { ...CARD_TEMPLATE, occasion: 'arisan' } }, fields: ['occasion'] },
      {
        name: 'a board template without lines',
        input: { body: { format: 'board', occasion: 'duka' } },
        fields: ['lines'],
      },
      {
        name: 'a card template with lines',
        input: { body: { ...CARD_TEMPLATE, lines: { headline: 'Halo' } } },
        fields: ['lines'],
      },
      {
        name: 'a card over 200 characters',
        input: { body: { ...CARD_TEMPLATE, text: 'a'.repeat(201) } },
        fields: ['text'],
      },
    ],
  },
  updateMessageTemplate: {
    status: 200,
    valid: { params: { id: 1 }, body: BOARD_TEMPLATE },
    invalid: [
      { name: 'non-numeric id', input: { params: { id: 'abc' }, body: BOARD_TEMPLATE }, fields: ['id'] },
      {
        name: 'a board template with text',
        input: { params: { id: 1 }, body: { ...BOARD_TEMPLATE, text: 'Halo' } },
        fields: ['text'],
      },
      {
        name: 'a card template without text',
        input: { params: { id: 1 }, body: { format: 'card', occasion: 'natal' } },
        fields: ['text'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: BOARD_TEMPLATE },
  },
  deleteMessageTemplate: {
    status: 204,
    valid: { params: { id: 1 } },
    invalid: [{ name: 'non-numeric id', input: { params: { id: 'abc' } }, fields: ['id'] }],
    notFound: { params: { id: UNKNOWN_ID } },
  },
  listBoardSymbols: { status: 200, valid: { token: null } },
  correctOrderBoard: {
    status: 200,
    valid: async () => ({
      params: { id: (await boardOrderWith('change')).orderID },
      body: { lines: { ...BOARD_LINES, recipient: 'Atas Pembukaan Kafe Senja Baru' }, symbol: 'none' },
    }),
    invalid: [
      {
        name: 'non-numeric id',
        input: { params: { id: 'abc' }, body: { lines: BOARD_LINES, symbol: 'none' } },
        fields: ['id'],
      },
      {
        name: 'a headline over its limit',
        input: async () => ({
          params: { id: (await boardOrderWith('change')).orderID },
          body: { lines: { ...BOARD_LINES, headline: 'x'.repeat(25) }, symbol: 'none' },
        }),
        fields: ['lines.headline'],
      },
    ],
    notFound: { params: { id: UNKNOWN_ID }, body: { lines: BOARD_LINES, symbol: 'none' } },
  },
  // ---------------------------------------------------------- upload
  uploadImage: {
    status: 201,
    valid: () => Promise.resolve({ form: uploadForm(pngFile()) }),
    invalid: [
      {
        name: 'not an image',
        input: () => Promise.resolve({ form: uploadForm(new File(['hello'], 'notes.txt', { type: 'text/plain' })) }),
        fields: ['file'],
      },
      { name: 'no file', input: () => Promise.resolve({ form: new FormData() }), fields: ['file'] },
      {
        name: 'larger than 5 MB',
        input: () =>
          Promise.resolve({
            form: uploadForm(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })),
          }),
        fields: ['file'],
      },
    ],
  },
  getUploadedFile: {
    status: 200,
    valid: async () => {
      const uploaded = await call<{ fileName: string }>('uploadImage', {
        form: uploadForm(pngFile('mawar merah.png')),
      });
      return { params: { fileName: uploaded.body.fileName } };
    },
    invalid: [{ name: 'bad file name', input: { params: { fileName: '-bad name' } }, fields: ['fileName'] }],
    notFound: { params: { fileName: 'tidak-ada.jpg' } },
  },

  // ---------------------------------------------------------- auth
  login: {
    status: 200,
    valid: { body: { username: 'owner', password: 'owner123' } },
    invalid: [
      { name: 'empty credentials', input: { body: { username: '', password: '' } }, fields: ['username', 'password'] },
    ],
  },
  createUser: {
    status: 201,
    valid: { body: { username: 'dewi.kasir', password: 'mawar2025', role: 'User' } },
    invalid: [
      {
        name: 'schema',
        input: { body: { username: 'ab', password: '123', role: 'Owner' } },
        fields: ['username', 'password', 'role'],
      },
      {
        name: 'username taken',
        input: { body: { username: 'owner', password: 'mawar2025', role: 'Admin' } },
        fields: ['username'],
      },
    ],
  },
};
