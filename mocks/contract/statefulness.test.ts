import { describe, expect, it } from 'vitest';
import { toShopDay } from '../../src/lib/dates/shopClock';
import type {
  CustomerOrder,
  DailySummary,
  DashboardSummary,
  FlowerCategory,
  FlowerProduct,
  GalleryImage,
  GalleryPage,
  GeneralParameter,
  KasReport,
  LateTransactionsReport,
  StatusNominal,
  UploadResult,
} from '../runtime/apiTypes';
import { BASE_URL, EXTERNAL_BASE_URL, call, expectContract, todayInShop, setupMockBackend } from './harness';
import { validCategory, validProduct } from './operationCases';
import { pngFile } from './pngFile';
import { validOrder } from './validOrder';

/** The mock behaves as a stateful backend: writes show up in later reads, deletes cascade. */
setupMockBackend();

async function createCategory(overrides: Partial<typeof validCategory> = {}) {
  const result = await call<FlowerCategory>('createFlowerCategory', { body: { ...validCategory, ...overrides } });
  expectContract('createFlowerCategory', result, 201);
  return result.body;
}

async function createProduct(categoryID: number, overrides: Record<string, unknown> = {}) {
  const result = await call<FlowerProduct>('createFlowerProduct', {
    body: { ...validProduct(categoryID), ...overrides },
  });
  expectContract('createFlowerProduct', result, 201);
  return result.body;
}

async function createOrder(productID: number, overrides: Record<string, unknown> = {}) {
  const result = await call<CustomerOrder>('createCustomerOrder', {
    body: validOrder(productID, overrides),
    token: null,
  });
  expectContract('createCustomerOrder', result, 201);
  return result.body;
}

describe('general parameters', () => {
  it('create, list, update, get, delete', async () => {
    const created = (
      await call<GeneralParameter>('createGeneralParameter', {
        body: { paramCode: '777', paramName: 'Uji', deskripsi: 'satu' },
      })
    ).body;
    const list = (await call<GeneralParameter[]>('listGeneralParameters')).body;
    expect(list).toContainEqual(created);
    expect(list.map((p) => p.paramCode)).toEqual([...list.map((p) => p.paramCode)].sort());

    await call('updateGeneralParameter', { params: { id: created.id }, body: { ...created, deskripsi: 'dua' } });
    expect((await call<GeneralParameter>('getGeneralParameter', { params: { id: created.id } })).body.deskripsi).toBe(
      'dua',
    );

    expect((await call('deleteGeneralParameter', { params: { id: created.id } })).status).toBe(204);
    expect((await call('getGeneralParameter', { params: { id: created.id } })).status).toBe(404);
  });

  it('keeps codes unique on update but allows keeping the own code', async () => {
    const first = (await call<GeneralParameter>('getGeneralParameter', { params: { id: 1 } })).body;
    expect(
      (await call('updateGeneralParameter', { params: { id: 1 }, body: { ...first, paramName: 'Baru' } })).status,
    ).toBe(200);
  });
});

describe('categories and products', () => {
  it('a created category appears in the list and in get, with no products', async () => {
    const category = await createCategory();
    expect(category.flowerProducts).toEqual([]);
    const list = (await call<FlowerCategory[]>('listFlowerCategories')).body;
    expect(list.map((c) => c.categoryID)).toContain(category.categoryID);
    expect(list.map((c) => c.categoryID)).toEqual([...list.map((c) => c.categoryID)].sort((a, b) => a - b));
    expect(
      (await call<FlowerCategory>('getFlowerCategory', { params: { id: category.categoryID } })).body.categoryName,
    ).toBe(validCategory.categoryName);
  });

  it('update changes get; the popular toggle moves it in and out of /popular', async () => {
    const category = await createCategory({ isPopular: false });
    const popular = async () =>
      (await call<FlowerCategory[]>('listPopularFlowerCategories')).body.map((c) => c.categoryID);
    expect(await popular()).not.toContain(category.categoryID);
    const body = { ...category, isPopular: true };
    delete (body as Partial<FlowerCategory>).flowerProducts;
    expectContract(
      'updateFlowerCategory',
      await call('updateFlowerCategory', { params: { id: category.categoryID }, body }),
      200,
    );
    expect(
      (await call<FlowerCategory>('getFlowerCategory', { params: { id: category.categoryID } })).body.isPopular,
    ).toBe(true);
    expect(await popular()).toContain(category.categoryID);
    const all = (await call<FlowerCategory[]>('listPopularFlowerCategories')).body;
    expect(all.every((c) => c.isPopular)).toBe(true);
  });

  it('products join their category and attributes; placeholders are dropped', async () => {
    const category = await createCategory();
    const product = await createProduct(category.categoryID, { rating: undefined });
    expect(product.imageUrl).toBe('');
    expect(product.rating).toBe(4.5);
    expect(product.productAttributes.map((a) => [a.attributeName, a.attributeValue])).toEqual([['Warna', 'Merah']]);
    const fetched = (await call<FlowerCategory>('getFlowerCategory', { params: { id: category.categoryID } })).body;
    expect(fetched.flowerProducts.map((p) => p.productID)).toEqual([product.productID]);
    const byCategory = (
      await call<FlowerProduct[]>('listFlowerProductsByCategory', { params: { categoryId: category.categoryID } })
    ).body;
    expect(byCategory).toEqual([product]);
  });

  it('product update replaces attributes (known ids kept); the image placeholder removes the image, the existing link keeps it', async () => {
    const category = await createCategory();
    const product = await createProduct(category.categoryID, { imageUrl: 'data:image/jpeg;base64,/9j/4AAQ' });
    const kept = product.productAttributes[0];
    const update = {
      ...product,
      imageUrl: 'string',
      price: 999000,
      productAttributes: [
        { ...kept, attributeValue: 'Putih', flowerProduct: 'string' },
        {
          attributeID: 0,
          productID: product.productID,
          attributeName: 'Ukuran',
          attributeValue: 'Besar',
          flowerProduct: 'string',
        },
        { attributeID: 0, productID: 0, attributeName: 'string', attributeValue: 'string', flowerProduct: 'string' },
      ],
    };
    const updated = (
      await call<FlowerProduct>('updateFlowerProduct', { params: { id: product.productID }, body: update })
    ).body;
    // openapi.yaml: imageUrl is a new data URL, else the existing link, else `string` (no image).
    expect(updated.imageUrl).toBe('');
    expect(updated.price).toBe(999000);
    expect(updated.productAttributes).toHaveLength(2);
    expect(updated.productAttributes[0]).toMatchObject({ attributeID: kept.attributeID, attributeValue: 'Putih' });
    expect(updated.productAttributes[1]).toMatchObject({ attributeName: 'Ukuran', attributeValue: 'Besar' });
    expect(await call('getFlowerProduct', { params: { id: product.productID } })).toMatchObject({ body: updated });

    const withImage = (
      await call<FlowerProduct>('updateFlowerProduct', {
        params: { id: product.productID },
        body: { ...update, imageUrl: 'data:image/jpeg;base64,/9j/4AAQ' },
      })
    ).body;
    const keptLink = (
      await call<FlowerProduct>('updateFlowerProduct', {
        params: { id: product.productID },
        body: { ...update, imageUrl: withImage.imageUrl },
      })
    ).body;
    expect(keptLink.imageUrl).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('deleting a category deletes its products and their attributes; orders keep their snapshot', async () => {
    const category = await createCategory();
    const product = await createProduct(category.categoryID);
    const order = await createOrder(product.productID);
    expect(order.flowerProduct).toMatchObject({ productID: product.productID, productName: product.productName });

    expect((await call('deleteFlowerCategory', { params: { id: category.categoryID } })).status).toBe(204);
    expect((await call('getFlowerCategory', { params: { id: category.categoryID } })).status).toBe(404);
    expect((await call('getFlowerProduct', { params: { id: product.productID } })).status).toBe(404);
    expect((await call('listFlowerProductsByCategory', { params: { categoryId: category.categoryID } })).status).toBe(
      404,
    );
    const products = (await call<FlowerProduct[]>('listFlowerProducts')).body;
    expect(products.map((p) => p.productID)).not.toContain(product.productID);

    const kept = (await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } })).body;
    expect(kept.productID).toBe(product.productID);
    expect(kept.flowerProduct).toEqual(order.flowerProduct);
  });

  it('search is case-insensitive on name and description; blank search lists all', async () => {
    await createCategory({ categoryName: 'Anggrek Langka', description: 'Koleksi TULIP dan anggrek impor pilihan.' });
    const search = async (text: string) =>
      (await call<FlowerCategory[]>('searchFlowerCategories', { query: { search: text } })).body;
    expect((await search('anggrek langka')).map((c) => c.categoryName)).toEqual(['Anggrek Langka']);
    expect((await search('tulip dan')).map((c) => c.categoryName)).toEqual(['Anggrek Langka']);
    const all = (await call<FlowerCategory[]>('listFlowerCategories')).body;
    expect(await search('  ')).toEqual(all);
    expect(await search('tidak-ada-yang-cocok')).toEqual([]);
  });

  it('answers shipped images as absolute URLs on the request origin', async () => {
    const categories = (await call<FlowerCategory[]>('listFlowerCategories')).body;
    const local = categories.filter((c) => c.imageUrl.includes('/mock-assets/'));
    expect(local.length).toBeGreaterThan(0);
    for (const category of local) expect(category.imageUrl.startsWith(`${BASE_URL}/mock-assets/`)).toBe(true);
    if (EXTERNAL_BASE_URL) {
      const image = await fetch(local[0].imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    }
  });
});

describe('orders', () => {
  it('a placed order comes first in the list with Pending status, payment and its delivery entry', async () => {
    const products = (await call<FlowerProduct[]>('listFlowerProducts')).body;
    const order = await createOrder(products[0].productID);
    expect(order.orderStatuses).toEqual([expect.objectContaining({ status: 'Pending', orderID: order.orderID })]);
    expect(order.payments).toEqual([
      expect.objectContaining({ paymentStatus: 'Pending', paymentAmount: order.totalPrice }),
    ]);
    expect(order.deliveryInfos).toEqual([
      expect.objectContaining({ recipientName: 'Siti Kontrak', deliveryTime: 'Pagi (08:00 - 12:00)' }),
    ]);
    expect(order.flowerProduct?.productName).toBe(products[0].productName);

    const list = (await call<CustomerOrder[]>('listCustomerOrders')).body;
    expect(list[0].orderID).toBe(order.orderID);
    const dates = list.map((o) => new Date(o.orderDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('status and payment updates change the first entry in place', async () => {
    const order = (await call<CustomerOrder[]>('listCustomerOrders')).body[0];
    const statusCount = order.orderStatuses.length;
    const afterStatus = (
      await call<CustomerOrder>('updateCustomerOrderStatus', {
        params: { id: order.orderID },
        body: { status: 'Delivered' },
      })
    ).body;
    expect(afterStatus.orderStatuses).toHaveLength(statusCount);
    expect(afterStatus.orderStatuses[0]).toMatchObject({
      statusID: order.orderStatuses[0].statusID,
      status: 'Delivered',
    });
    const afterPayment = (
      await call<CustomerOrder>('updateCustomerOrderPaymentStatus', {
        params: { id: order.orderID },
        body: { paymentStatus: 'Refunded' },
      })
    ).body;
    expect(afterPayment.payments[0]).toMatchObject({
      paymentID: order.payments[0].paymentID,
      paymentStatus: 'Refunded',
    });
    expect((await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } })).body).toEqual(
      afterPayment,
    );
  });

  it('an order update moves the delivery entry and the payment amount along', async () => {
    const order = (await call<CustomerOrder[]>('listCustomerOrders')).body[0];
    const body = {
      orderID: order.orderID,
      customerName: 'Nama Baru',
      phoneNumber: '0811111111',
      address: 'Alamat Baru',
      specialMessage: null,
      quantity: 4,
      unitPrice: 50000,
      totalPrice: 200000,
      deliveryDate: '2030-06-01',
      deliveryTime: 'Kapan Saja',
    };
    const updated = (await call<CustomerOrder>('updateCustomerOrder', { params: { id: order.orderID }, body })).body;
    expect(updated).toMatchObject({ customerName: 'Nama Baru', quantity: 4, totalPrice: 200000, specialMessage: null });
    expect(toShopDay(updated.deliveryDate)).toBe('2030-06-01');
    expect(updated.deliveryInfos[0]).toMatchObject({
      recipientName: 'Nama Baru',
      recipientPhone: '0811111111',
      deliveryAddress: 'Alamat Baru',
      deliveryTime: 'Kapan Saja',
    });
    expect(updated.payments[0].paymentAmount).toBe(200000);
    expect(updated.orderStatuses).toEqual(order.orderStatuses);
  });

  it('a deleted order is gone from get and list', async () => {
    const order = (await call<CustomerOrder[]>('listCustomerOrders')).body[0];
    expect((await call('deleteCustomerOrder', { params: { id: order.orderID } })).status).toBe(204);
    expect((await call('getCustomerOrder', { params: { id: order.orderID } })).status).toBe(404);
    expect((await call<CustomerOrder[]>('listCustomerOrders')).body.map((o) => o.orderID)).not.toContain(order.orderID);
  });
});

describe('gallery', () => {
  const page = async (query: Record<string, string | number | boolean>) => {
    const result = await call<GalleryPage>('listGalleryImages', { query });
    expectContract('listGalleryImages', result, 200);
    return result.body;
  };

  it('pages through all images sorted by displayOrder then id', async () => {
    const first = await page({ page: 1, pageSize: 5, includeImages: false });
    expect(first).toMatchObject({ page: 1, pageSize: 5, hasPreviousPage: false });
    expect(first.totalPages).toBe(Math.ceil(first.totalRecords / 5));
    const all: GalleryImage[] = [];
    for (let n = 1; n <= first.totalPages; n++) {
      const current = await page({ page: n, pageSize: 5, includeImages: false });
      expect(current.hasNextPage).toBe(n < first.totalPages);
      expect(current.hasPreviousPage).toBe(n > 1);
      all.push(...current.data);
    }
    expect(all).toHaveLength(first.totalRecords);
    const keys = all.map((image) => [image.displayOrder, image.id]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect((await page({ page: first.totalPages + 1, pageSize: 5 })).data).toEqual([]);
  });

  it('includeImages=false blanks the pictures; the default includes them', async () => {
    expect((await page({ includeImages: false })).data.every((image) => image.imageBase64 === '')).toBe(true);
    const withImages = await page({});
    expect(withImages.pageSize).toBe(6);
    expect(withImages.data.every((image) => image.imageBase64.length > 0)).toBe(true);
    // Plain base64 (the seed's pictures are files on the mock's side, never answered as their paths).
    expect(withImages.data.every((image) => /^[A-Za-z0-9+/]+={0,2}$/.test(image.imageBase64))).toBe(true);
  });

  it('activeOnly lists only active images', async () => {
    const all = await page({ pageSize: 100, includeImages: false });
    const active = await page({ pageSize: 100, includeImages: false, activeOnly: true });
    expect(active.data.every((image) => image.isActive)).toBe(true);
    expect(active.totalRecords).toBe(all.data.filter((image) => image.isActive).length);
    expect(active.totalRecords).toBeLessThan(all.totalRecords);
  });

  it('a created image is listed; a toggle without imageBase64 keeps the picture; order updates re-sort', async () => {
    const created = (
      await call<GalleryImage>('createGalleryImage', {
        body: { title: 'Baru', imageBase64: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' },
      })
    ).body;
    expect(created).toMatchObject({
      imageBase64: '/9j/4AAQSkZJRg==',
      isActive: true,
      displayOrder: 0,
      createdBy: 'admin',
      updatedAt: null,
    });
    const toggled = (
      await call<GalleryImage>('updateGalleryImage', {
        params: { id: created.id },
        body: { id: created.id, title: 'Baru', isActive: false, imageBase64: '' },
      })
    ).body;
    expect(toggled).toMatchObject({ isActive: false, imageBase64: created.imageBase64, updatedBy: 'admin' });
    expect(toggled.updatedAt).not.toBeNull();
    const wrapped = (
      await call<{ success: boolean; data: GalleryImage }>('getGalleryImage', { params: { id: created.id } })
    ).body;
    expect(wrapped).toEqual({ success: true, data: toggled });

    await call('updateGalleryImageOrder', { params: { id: created.id }, body: { displayOrder: 999 } });
    const all = await page({ pageSize: 100, includeImages: false });
    expect(all.data.at(-1)?.id).toBe(created.id);
  });
});

describe('reports', () => {
  it('reflect a newly placed order', async () => {
    const get = async <T>(operationId: string, params?: Record<string, string>) => {
      const result = await call<T>(operationId, { params });
      expectContract(operationId, result, 200);
      return result.body;
    };
    const today = todayInShop();
    const before = {
      dashboard: await get<DashboardSummary>('getDashboardSummary'),
      kas: await get<KasReport>('getKas'),
      day: await get<DailySummary>('getSummaryByDate', { date: today }),
      nominal: await get<StatusNominal[]>('getStatusNominalBack'),
      late: await get<LateTransactionsReport>('getLateTransactionsToday'),
    };
    const products = (await call<FlowerProduct[]>('listFlowerProducts')).body;
    // Placed for the earliest day allowed (the shop's tomorrow), then moved to today by staff: due today, so late.
    const placed = await createOrder(products[0].productID, { deliveryTime: 'Kapan Saja' });
    const order = (
      await call<CustomerOrder>('updateCustomerOrder', {
        params: { id: placed.orderID },
        body: {
          orderID: placed.orderID,
          customerName: placed.customerName,
          phoneNumber: placed.phoneNumber,
          address: placed.address,
          quantity: placed.quantity,
          unitPrice: placed.unitPrice,
          totalPrice: placed.totalPrice,
          deliveryDate: today,
          deliveryTime: placed.deliveryTime,
        },
      })
    ).body;

    const dashboard = await get<DashboardSummary>('getDashboardSummary');
    expect(dashboard.totalOrders).toBe(before.dashboard.totalOrders + 1);
    expect(dashboard.pendingOrders).toBe(before.dashboard.pendingOrders + 1);
    expect(dashboard.totalRevenue).toBe(before.dashboard.totalRevenue + order.totalPrice);

    const kas = await get<KasReport>('getKas');
    expect(kas.pendingAmount).toBe(before.kas.pendingAmount + order.totalPrice);
    expect(kas.netCash).toBe(kas.paidAmount - kas.refundedAmount);

    const day = await get<DailySummary>('getSummaryByDate', { date: today });
    expect(day.orderCount).toBe(before.day.orderCount + 1);
    expect(day.byStatus.Pending).toBe(before.day.byStatus.Pending + 1);
    expect(day.byPaymentStatus.Pending).toBe(before.day.byPaymentStatus.Pending + 1);
    expect(day.byDeliveryTime.find((entry) => entry.deliveryTime === 'Kapan Saja')?.count).toBe(
      (before.day.byDeliveryTime.find((entry) => entry.deliveryTime === 'Kapan Saja')?.count ?? 0) + 1,
    );

    const nominal = await get<StatusNominal[]>('getStatusNominalBack');
    expect(nominal.map((entry) => entry.status)).toEqual([
      'Pending',
      'Processing',
      'Completed',
      'Delivered',
      'Cancelled',
    ]);
    expect(nominal[0].count).toBe(before.nominal[0].count + 1);
    expect(nominal[0].nominal).toBe(before.nominal[0].nominal + order.totalPrice);

    const late = await get<LateTransactionsReport>('getLateTransactionsToday');
    expect(late.date).toBe(today);
    expect(late.count).toBe(before.late.count + 1);
    expect(late.orders.map((entry) => entry.orderID)).toContain(order.orderID);

    await call('updateCustomerOrderStatus', { params: { id: order.orderID }, body: { status: 'Completed' } });
    const closed = await get<LateTransactionsReport>('getLateTransactionsToday');
    expect(closed.orders.map((entry) => entry.orderID)).not.toContain(order.orderID);
  });
});

describe('auth', () => {
  it('wrong credentials answer 401 "Invalid username or password"', async () => {
    const result = await call('login', { body: { username: 'owner', password: 'salah' } });
    expectContract('login', result, 401);
    expect(result.body).toMatchObject({ status: 401, title: 'Invalid username or password' });
  });

  it('a created account can log in and its token opens secured operations', async () => {
    expectContract(
      'createUser',
      await call('createUser', { body: { username: 'kasir.baru', password: 'rahasia1', role: 'Manager' } }),
      201,
    );
    const login = await call<{ token: string; role: string; idCustomer: number | null }>('login', {
      body: { username: 'kasir.baru', password: 'rahasia1' },
    });
    expectContract('login', login, 200);
    expect(login.body).toMatchObject({ role: 'Manager', idCustomer: null });
    expect((await call('listCustomerOrders', { token: login.body.token })).status).toBe(200);
    expect(
      (await call('createUser', { body: { username: 'KASIR.BARU', password: 'rahasia1', role: 'User' } })).status,
    ).toBe(400);
  });
});

describe('upload', () => {
  it('stores the file and serves it back with its content type', async () => {
    const form = new FormData();
    const file = pngFile('Foto Buket (1).png');
    form.append('file', file);
    const uploaded = await call<UploadResult>('uploadImage', { form });
    expectContract('uploadImage', uploaded, 201);
    expect(uploaded.body.url).toBe(`${BASE_URL}/api/Upload/${uploaded.body.fileName}`);
    expect(uploaded.body).toMatchObject({ contentType: 'image/png', size: file.size });

    const served = await fetch(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('an uploaded URL used as a category image is answered as given', async () => {
    const form = new FormData();
    form.append('file', pngFile());
    const { url } = (await call<UploadResult>('uploadImage', { form })).body;
    const category = await createCategory({ imageUrl: url });
    expect(category.imageUrl).toBe(url);
  });
});
