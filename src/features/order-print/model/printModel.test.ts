import { describe, expect, it } from 'vitest';
import { deliveryFactsOf } from '@/entities/order/model/deliveryFacts';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { cardOf, cardSizeOf, hasSignature, signerOf } from './cardSignature';
import { mapsSearchUrl } from './mapsSearchUrl';
import { printSelectionOf } from './printSelection';

describe('mapsSearchUrl (the QR code of the delivery slip)', () => {
  it('is a Google Maps search for the encoded address', () => {
    expect(mapsSearchUrl('Jl. Melati No. 5, RT 03/RW 05, Bandung 40132')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Melati%20No.%205%2C%20RT%2003%2FRW%2005%2C%20Bandung%2040132',
    );
  });
  it('folds line breaks and repeated spaces, and encodes & # ? so the query stays one parameter', () => {
    const url = new URL(mapsSearchUrl('  Jl. A & B #7\n  Blok ?C  '));
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('Jl. A & B #7 Blok ?C');
    expect([...url.searchParams.keys()]).toEqual(['api', 'query']);
  });
});

describe('the card signature rule', () => {
  it('signs an unsigned message with the customer name', () => {
    expect(cardOf('Selamat ulang tahun, sayang!', 'Dewi Lestari')).toEqual({
      message: 'Selamat ulang tahun, sayang!',
      signature: 'Dewi Lestari',
    });
  });
  it.each([
    ['Happy birthday!\n- Budi', 'Dewi'],
    ['Selamat ya!\nDari Budi', 'Dewi'],
    ['Get well soon.\nLove,\nBudi', 'Dewi'],
    ['Selamat ulang tahun, Dewi sayang', 'Dewi'],
    ['Semoga cepat sembuh ~ keluarga besar', 'Dewi'],
  ])('keeps a signed message as it is: %j', (message, customer) => {
    expect(hasSignature(message, customer)).toBe(true);
    expect(cardOf(message, customer).signature).toBeUndefined();
  });
  it('is signed by the sender only: customerName when the delivery names someone else, else nobody', () => {
    const delivery = (recipientName: string) => [
      {
        deliveryID: 1,
        orderID: 1,
        deliveryDate: '',
        deliveryTime: '',
        recipientName,
        recipientPhone: '',
        deliveryAddress: '',
      },
    ];
    expect(signerOf({ customerName: 'Pak Anton', deliveryInfos: delivery('Ibu Sari') })).toBe('Pak Anton');
    // The wizard stores the recipient as customerName: the card must not carry its addressee's name.
    expect(signerOf({ customerName: 'Ibu Sari', deliveryInfos: delivery('ibu sari') })).toBe('');
    expect(signerOf({ customerName: 'Dewi', deliveryInfos: [] })).toBe('');
  });
  it('sizes the card type by the length of the message', () => {
    expect(cardSizeOf('Selamat ulang tahun!')).toBe('large');
    expect(cardSizeOf('x'.repeat(200))).toBe('medium');
    expect(cardSizeOf('x'.repeat(400))).toBe('small');
  });
  it('gives an empty card without a message', () => {
    expect(cardOf(null, 'Dewi')).toEqual({ message: '' });
    expect(cardOf('   ', 'Dewi')).toEqual({ message: '' });
  });
});

describe('deliveryFactsOf', () => {
  it('prefers the delivery info, else the order fields', () => {
    const plain = makeOrder(1, { customerName: 'Dewi', phoneNumber: '0811', address: 'Jl. A' });
    expect(deliveryFactsOf(plain)).toMatchObject({ recipient: 'Dewi', phone: '0811', address: 'Jl. A' });
    const withInfo = makeOrder(2, {
      deliveryInfos: [
        {
          deliveryID: 1,
          orderID: 2,
          deliveryDate: '2026-11-24',
          deliveryTime: 'Kapan Saja',
          recipientName: 'Sari',
          recipientPhone: '0822',
          deliveryAddress: 'Jl. B',
        },
      ],
    });
    expect(deliveryFactsOf(withInfo)).toMatchObject({ recipient: 'Sari', phone: '0822', address: 'Jl. B' });
  });
});

describe('printSelectionOf', () => {
  it('reads ?order= and ?day=, today otherwise', () => {
    expect(printSelectionOf(new URLSearchParams('order=1042'), '2026-11-23')).toEqual({ kind: 'order', orderID: 1042 });
    expect(printSelectionOf(new URLSearchParams('day=2026-11-24'), '2026-11-23')).toEqual({
      kind: 'day',
      day: '2026-11-24',
    });
    expect(printSelectionOf(new URLSearchParams('day=2026-02-30'), '2026-11-23')).toEqual({
      kind: 'day',
      day: '2026-11-23',
    });
    expect(printSelectionOf(new URLSearchParams(''), '2026-11-23')).toEqual({ kind: 'day', day: '2026-11-23' });
  });
});
