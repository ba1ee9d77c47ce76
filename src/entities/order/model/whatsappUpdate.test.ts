import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates/formatDate';
import { makeOrder } from '../test/orderFixtures';
import { whatsAppUpdateLink, whatsAppUpdateMessage } from './whatsappUpdate';

const load = (lng: string) =>
  JSON.parse(readFileSync(resolve(process.cwd(), `public/assets/i18n/${lng}/orders.json`), 'utf-8')) as Record<
    string,
    unknown
  >;

const i18n = i18next.createInstance();
const LOCALES = { id: 'id-ID', en: 'en-GB' } as const;
type Lng = keyof typeof LOCALES;
const tOf = (lng: Lng) => i18n.getFixedT(lng, 'orders') as TFunction<'orders'>;
const dayOf = (lng: Lng) => (value: string) => formatDate(value, LOCALES[lng], 'long', 'Asia/Jakarta');

beforeAll(async () => {
  await i18n.init({
    resources: { id: { orders: load('id') }, en: { orders: load('en') } },
    lng: 'id',
    fallbackLng: false,
    ns: ['orders'],
    defaultNS: 'orders',
  });
});

// 17:00 UTC on the 21st is 00:00 on Sunday the 22nd in Jakarta: the shop's calendar day.
const order = (statuses: string[], overrides = {}) =>
  makeOrder(1500, { statuses, phoneNumber: '0812-3456-7890', deliveryDate: '2026-11-21T17:00:00.000Z', ...overrides });
const message = (lng: Lng, statuses: string[], overrides = {}) =>
  whatsAppUpdateMessage(order(statuses, overrides), tOf(lng), dayOf(lng));

describe('WhatsApp status update', () => {
  it.each([
    ['Pending', 'id', ['sudah kami terima', 'menunggu pembayaran', 'uang muka 50% dalam 48 jam']],
    ['Pending', 'en', ['received', 'awaiting payment', '50% deposit within 48 hours']],
    ['Processing', 'id', ['sedang kami rangkai']],
    ['Processing', 'en', ['arranging']],
    ['Delivered', 'id', ['sudah kami antarkan', 'Terima kasih']],
    ['Delivered', 'en', ['has been delivered', 'Thank you']],
    ['Completed', 'id', ['sudah kami antarkan', 'Terima kasih']],
    ['Completed', 'en', ['has been delivered', 'Thank you']],
    ['Cancelled', 'id', ['telah dibatalkan']],
    ['Cancelled', 'en', ['has been cancelled']],
    ['Ditunda', 'id', ['kabar terbaru']],
    ['Ditunda', 'en', ['an update']],
  ] as const)('%s in %s names the order, product and shop delivery day', (status, lng, phrases) => {
    const text = message(lng, [status]);
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text).toContain('#1500');
    expect(text).toContain('Buket Mawar Merah');
    expect(text).toMatch(lng === 'id' ? /Minggu, 22 November 2026/ : /Sunday,? 22 November 2026/);
    expect(text).not.toMatch(/{{|}}/);
  });

  it('uses only the first (displayed) status, and a neutral update without one', () => {
    expect(message('en', ['Cancelled', 'Pending'])).toContain('has been cancelled');
    expect(message('en', [])).toContain('an update');
  });

  it('names a generic product when the order has none', () => {
    expect(message('id', ['Processing'], { flowerProduct: null })).toContain('(rangkaian bunga)');
    expect(message('en', ['Processing'], { flowerProduct: null })).toContain('(flower arrangement)');
  });

  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 857 1111 2222', '6285711112222'],
    ['62 812 000', '62812000'],
    ['812 3456', '628123456'],
  ])('sends %s to wa.me/%s with the encoded message', (phoneNumber, number) => {
    const link = whatsAppUpdateLink(order(['Pending'], { phoneNumber }), tOf('id'), dayOf('id'))!;
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${number}`);
    expect(url.searchParams.get('text')).toBe(message('id', ['Pending']));
    expect(link).toContain('%231500'); // the '#' of '#1500' is encoded, not a fragment
    expect(link).not.toMatch(/[ #,]/);
  });

  it('keeps special characters of a product name intact through the URL', () => {
    const link = whatsAppUpdateLink(
      order(['Processing'], {
        flowerProduct: { productID: 1, productName: "Mawar & Lily's <3>", description: '', imageUrl: '' },
      }),
      tOf('en'),
      dayOf('en'),
    )!;
    expect(link).toContain('Mawar%20%26%20Lily');
    expect(new URL(link).searchParams.get('text')).toContain("(Mawar & Lily's <3>)");
  });

  it('gives no link without a usable number', () => {
    for (const phoneNumber of ['', '   ', '-', 'tidak ada']) {
      expect(whatsAppUpdateLink(order(['Pending'], { phoneNumber }), tOf('id'), dayOf('id'))).toBeUndefined();
    }
  });
});

describe("WhatsApp status update with the order's page", () => {
  it('ends with the link to the customer page when the order has a tracking token', () => {
    const withPage = message('id', ['Pending'], { trackingToken: 'q3Vb8k1ZrX0pL7mN2sT5wA' });
    expect(
      withPage.endsWith(
        `Lihat status pesanan dan kirim bukti pembayaran di sini: ${window.location.origin}/public/pesanan/1500?t=q3Vb8k1ZrX0pL7mN2sT5wA`,
      ),
    ).toBe(true);
    expect(message('en', ['Processing'], { trackingToken: 'q3Vb8k1ZrX0pL7mN2sT5wA' })).toContain(
      'See the order status and send your payment proof here: ',
    );
  });

  it("sends the customer to the arrangement photo while it waits for their answer ('Lihat foto rangkaian Anda')", () => {
    const photo = (state: 'pending' | 'approved') => ({
      photoID: 3,
      imageUrl: 'https://example.test/a.jpg',
      takenAt: '2026-11-22T01:00:00.000Z',
      state,
      note: null,
      answeredAt: null,
      answerDueAt: '2026-11-22T01:30:00.000Z',
    });
    const token = 'q3Vb8k1ZrX0pL7mN2sT5wA';
    const url = `${window.location.origin}/public/pesanan/1500?t=${token}`;
    const waiting = message('id', ['Processing'], { trackingToken: token, arrangementPhotos: [photo('pending')] });
    expect(waiting.endsWith(`Lihat foto rangkaian Anda dan beri jawaban di sini: ${url}`)).toBe(true);
    expect(
      message('en', ['Processing'], { trackingToken: token, arrangementPhotos: [photo('pending')] }).endsWith(
        `See the photo of your arrangement and answer here: ${url}`,
      ),
    ).toBe(true);
    // answered: back to the order page's usual line
    expect(message('id', ['Processing'], { trackingToken: token, arrangementPhotos: [photo('approved')] })).toContain(
      'Lihat status pesanan dan kirim bukti pembayaran di sini: ',
    );
  });

  it("has no link without one (today's backend)", () => {
    expect(message('id', ['Pending'])).not.toContain('/public/pesanan/');
  });
});
