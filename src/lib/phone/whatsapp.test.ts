import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink, normaliseWhatsAppNumber } from './whatsapp';

describe('normaliseWhatsAppNumber', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['62812345', '62812345'],
    ['812 345', '62812345'],
    ['(021) 555-0101', '62215550101'],
    ['', ''],
    ['tidak ada', ''],
  ])('%s → %s', (input, expected) => expect(normaliseWhatsAppNumber(input)).toBe(expected));
});

describe('buildWhatsAppLink', () => {
  it('builds a wa.me link with an encoded message', () => {
    expect(buildWhatsAppLink('0812 1', 'Halo, saya mau pesan bunga & kartu')).toBe(
      'https://wa.me/628121?text=Halo%2C%20saya%20mau%20pesan%20bunga%20%26%20kartu',
    );
  });
  it('gives nothing without a number', () => expect(buildWhatsAppLink(null)).toBeUndefined());
});
