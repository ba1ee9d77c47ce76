import { describe, expect, it } from 'vitest';
import { depositAmount, depositDueAt } from './deposit';
import { RECEIPT_MAX_BYTES, receiptContentType, receiptFileProblem } from './receiptFile';
import { recipientFirstName } from './recipientFirstName';

describe('deposit', () => {
  it('is half of what the customer pays, rounded up to the rupiah', () => {
    expect(depositAmount(725_000)).toBe(362_500);
    expect(depositAmount(350_001)).toBe(175_001);
    expect(depositAmount(0)).toBe(0);
  });

  it('is due 48 hours after the order was placed, whatever the machine time zone', () => {
    expect(depositDueAt('2026-12-23T22:30:00.000Z').toISOString()).toBe('2026-12-25T22:30:00.000Z');
    expect(depositDueAt(new Date('2026-02-28T01:00:00+07:00')).toISOString()).toBe('2026-03-01T18:00:00.000Z');
  });
});

describe('receipt file', () => {
  it('takes JPG, PNG and GIF by type, or by extension when the browser gives none', () => {
    expect(receiptContentType({ type: 'image/png' })).toBe('image/png');
    expect(receiptContentType({ type: '', name: 'bukti.JPEG' })).toBe('image/jpeg');
    expect(receiptContentType({ type: 'image/webp', name: 'bukti.gif' })).toBeNull();
    expect(receiptContentType({ type: 'application/pdf', name: 'bukti.pdf' })).toBeNull();
  });

  it('refuses another type, an empty file and more than 5 MB', () => {
    expect(receiptFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(receiptFileProblem({ type: 'image/gif', size: 0 })).toBe('empty');
    expect(receiptFileProblem({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
    expect(receiptFileProblem({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES })).toBeNull();
  });
});

describe('recipient first name', () => {
  it('keeps only the first word', () => {
    expect(recipientFirstName('  Siti   Rahmawati Putri ')).toBe('Siti');
    expect(recipientFirstName('Budi')).toBe('Budi');
  });
});
