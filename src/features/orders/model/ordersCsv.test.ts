import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { CSV_COLUMNS, orderCsvRow, ordersCsv, ordersCsvFileName } from './ordersCsv';

const HEADER = {
  orderId: 'Order ID',
  customerName: 'Customer Name',
  productName: 'Product Name',
  quantity: 'Quantity',
  unitPrice: 'Unit Price',
  totalPrice: 'Total Price',
  orderDate: 'Order Date',
  deliveryDate: 'Delivery Date',
  status: 'Status',
  paymentStatus: 'Payment Status',
  phone: 'Phone',
  address: 'Address',
  deliveryFee: 'Delivery Fee',
  grandTotal: 'Grand Total',
  zone: 'Zone',
  driver: 'Driver',
  deliveredAt: 'Delivered At',
  textSurcharge: 'Text Surcharge',
  cardMessage: 'Card Message',
};

describe('orders CSV', () => {
  it("has the product's 12 columns in the documented order, then Delivery Fee, Grand Total, Zone, Driver, Delivered At, Text Surcharge and Card Message", () => {
    expect(CSV_COLUMNS.map((column) => HEADER[column])).toEqual([
      'Order ID',
      'Customer Name',
      'Product Name',
      'Quantity',
      'Unit Price',
      'Total Price',
      'Order Date',
      'Delivery Date',
      'Status',
      'Payment Status',
      'Phone',
      'Address',
      'Delivery Fee',
      'Grand Total',
      'Zone',
      'Driver',
      'Delivered At',
      'Text Surcharge',
      'Card Message',
    ]);
  });

  it('writes one row per order: shop-calendar days, whole rupiah, the displayed statuses', () => {
    const order = makeOrder(1042, {
      quantity: 3,
      unitPrice: 225_000,
      orderDate: '2026-11-20T18:30:00.000Z', // 01:30 on the 21st in Jakarta
      deliveryDate: '2026-11-22T17:00:00.000Z', // the 23rd in Jakarta
      statuses: ['Processing', 'Pending'],
      payments: [],
    });
    expect(orderCsvRow(order)).toEqual([
      1042,
      'Dewi Lestari',
      'Buket Mawar Merah',
      3,
      225_000,
      675_000,
      '2026-11-21',
      '2026-11-23',
      'Processing',
      'Unknown',
      '081234567890',
      'Jl. Kemang Raya No. 15, Jakarta Selatan 12730',
      '',
      675_000,
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('gives an order with delivery terms its fee, its grand total and its zone by name (the id when unnamed)', () => {
    const names = (id: string) => (id === 'jakarta-selatan' ? 'Jakarta Selatan' : id);
    const delivery = makeOrder(1043, {
      totalPrice: 450_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
    });
    expect(orderCsvRow(delivery, undefined, names).slice(12, 15)).toEqual([25_000, 475_000, 'Jakarta Selatan']);
    const unknownZone = makeOrder(1044, {
      totalPrice: 450_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'bogor',
      deliveryFee: 50_000,
    });
    expect(orderCsvRow(unknownZone, undefined, names).slice(12, 15)).toEqual([50_000, 500_000, 'bogor']);
    const free = makeOrder(1045, {
      totalPrice: 1_600_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 0,
    });
    expect(orderCsvRow(free, undefined, names).slice(12, 15)).toEqual([0, 1_600_000, 'Jakarta Selatan']);
    const pickup = makeOrder(1046, { totalPrice: 300_000, fulfilment: 'pickup', deliveryFee: 0 });
    expect(orderCsvRow(pickup, undefined, names).slice(12, 15)).toEqual([0, 300_000, '']);
    // the product's twelve columns are the same as for an order without terms
    expect(orderCsvRow(delivery).slice(0, 12)).toEqual(
      orderCsvRow(makeOrder(1043, { totalPrice: 450_000 })).slice(0, 12),
    );
  });

  it('quotes and neutralises the new columns like the others', () => {
    const csv = ordersCsv(
      [makeOrder(9, { fulfilment: 'delivery', deliveryZoneId: '=cmd|zone', deliveryFee: 25_000 }), makeOrder(10)],
      HEADER,
    );
    const [, delivery, legacy] = csv.slice(1).split('\r\n');
    expect(delivery.endsWith(`"25000","275000","'=cmd|zone","","","",""`)).toBe(true);
    expect(legacy.endsWith(`"Jl. Kemang Raya No. 15, Jakarta Selatan 12730","","250000","","","","",""`)).toBe(true);
  });

  it('gives a delivered order its driver and when the proof said it was delivered, in shop time', () => {
    const proof = (outcome: 'delivered' | 'carded', filedAt: string) => ({
      proofID: 1,
      orderID: 11,
      outcome,
      receivedBy: 'Bu Rina',
      note: null,
      photoUrl: null,
      signatureUrl: null,
      filedAt,
      filedBy: 'kurir',
    });
    const delivered = {
      ...makeOrder(11),
      driver: 'kurir',
      // newest first: the card left in the morning, then delivered at 23:45 in Jakarta (16:45 UTC)
      deliveryProofs: [proof('delivered', '2026-11-23T16:45:00.000Z'), proof('carded', '2026-11-23T03:10:00.000Z')],
    };
    expect(orderCsvRow(delivered).slice(15, 17)).toEqual(['kurir', '2026-11-23 23:45']);
    const carded = {
      ...makeOrder(12),
      driver: '=evil()',
      deliveryProofs: [proof('carded', '2026-11-23T03:10:00.000Z')],
    };
    expect(orderCsvRow(carded).slice(15, 17)).toEqual(['=evil()', '']);
    expect(ordersCsv([carded], HEADER).split('\r\n')[1].endsWith(`"'=evil()","","",""`)).toBe(true);
    // a backend without the doorstep: both empty
    expect(orderCsvRow(makeOrder(13)).slice(15, 17)).toEqual(['', '']);
  });

  it("gives a bunga papan its text surcharge (in the grand total) and an order its card's words, neutralised", () => {
    const board = makeOrder(14, {
      totalPrice: 750_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
      textSurcharge: 30_000,
      cardMessage: null,
      specialMessage: 'Antar ke rumah duka sebelum jam 9',
      board: {
        occasion: 'duka',
        religion: 'islam',
        lines: { headline: 'Turut Berduka Cita', recipient: 'Bpk. H. Ahmad', sender: 'Keluarga Besar PT Maju' },
        style: 'gabus',
        symbol: 'none',
        characters: 47,
      },
    });
    const row = orderCsvRow(board);
    expect(row[13]).toBe(805_000);
    expect(row.slice(17)).toEqual([30_000, '']);
    const bouquet = makeOrder(15, {
      cardMessage: '=HYPERLINK("http://evil.example")\nPeluk dari Ayu',
      specialMessage: 'Titip di satpam',
      textSurcharge: 0,
    });
    expect(orderCsvRow(bouquet).slice(17)).toEqual(['', '=HYPERLINK("http://evil.example")\nPeluk dari Ayu']);
    expect(ordersCsv([bouquet], HEADER).split('\r\n')[1]).toContain(
      `"","'=HYPERLINK(""http://evil.example"")\nPeluk dari Ayu"`,
    );
    // an order placed without the card apart: its one text is the card's, as the ticket prints it
    expect(orderCsvRow(makeOrder(16, { specialMessage: 'Selamat ulang tahun!' })).slice(17)).toEqual([
      '',
      'Selamat ulang tahun!',
    ]);
  });

  it('quotes every value, doubles quotes, starts with the UTF-8 BOM and keeps Indonesian text', () => {
    const csv = ordersCsv(
      [makeOrder(7, { customerName: 'Ibu "Ratna" Sari', address: 'Jl. Ciumbuleuit, Bandung — dekat Café Śri' })],
      HEADER,
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(CSV_COLUMNS.map((column) => `"${HEADER[column]}"`).join(','));
    expect(row).toContain('"Ibu ""Ratna"" Sari"');
    expect(row).toContain('"Jl. Ciumbuleuit, Bandung — dekat Café Śri"');
    expect(row.startsWith('"7","Ibu')).toBe(true);
  });

  it('neutralises formulas in any text cell (OWASP CSV injection)', () => {
    const csv = ordersCsv(
      [
        makeOrder(8, {
          customerName: '=HYPERLINK("http://evil.example","klik")',
          phoneNumber: '+6281234',
          address: '@SUM(1+1)',
        }),
      ],
      HEADER,
    );
    const row = csv.split('\r\n')[1];
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`);
    expect(row).toContain(`"'+6281234"`);
    expect(row).toContain(`"'@SUM(1+1)"`);
  });

  it('writes the header alone for no orders, and names the file after the shop day', () => {
    expect(ordersCsv([], HEADER).split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(ordersCsvFileName('2026-11-23')).toBe('orders_2026-11-23.csv');
  });
});
