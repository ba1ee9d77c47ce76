import { describe, expect, it } from 'vitest';
import type { ArrangementPhoto, PublicOrder } from '@/api/generated/shopApi';
import { arrangementStateAt, newestArrangementPhoto, deliveryProofOf } from './doorstep';

const photo = (overrides: Partial<ArrangementPhoto> = {}): ArrangementPhoto => ({
  photoID: 1,
  imageUrl: 'https://example.test/a.jpg',
  takenAt: '2026-11-23T03:00:00.000Z',
  state: 'pending',
  note: null,
  answeredAt: null,
  answerDueAt: '2026-11-23T03:30:00.000Z',
  ...overrides,
});

describe('the order page’s doorstep model', () => {
  it('reads nothing from a backend that sends no photos or proofs', () => {
    const order = { orderID: 1 } as PublicOrder;
    expect(newestArrangementPhoto(order)).toBeNull();
    expect(deliveryProofOf(order)).toBeNull();
    expect(newestArrangementPhoto({ ...order, arrangementPhotos: [] })).toBeNull();
  });

  it('takes the newest photo, which the backend lists first', () => {
    const order = { orderID: 1, arrangementPhotos: [photo({ photoID: 2 }), photo({ photoID: 1 })] } as PublicOrder;
    expect(newestArrangementPhoto(order)?.photoID).toBe(2);
  });

  it('counts a waiting photo as approved from the very edge of its window', () => {
    const due = Date.parse('2026-11-23T03:30:00.000Z');
    expect(arrangementStateAt(photo(), due - 1)).toBe('pending');
    expect(arrangementStateAt(photo(), due)).toBe('auto_approved');
    expect(arrangementStateAt(photo({ state: 'change_requested', note: 'x' }), due + 60_000)).toBe('change_requested');
  });
});
