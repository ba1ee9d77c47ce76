import { describe, expect, it } from 'vitest';
import type { DeliveryOutcome } from '@/api/generated/shopApi';
import { shownDeliveryProof } from './shownDeliveryProof';

const proof = (id: number, outcome: DeliveryOutcome) => ({ id, outcome });

describe('the proof of delivery shown', () => {
  it('is none without proofs, and the newest while the order is not Delivered', () => {
    expect(shownDeliveryProof(undefined, false)).toBeNull();
    expect(shownDeliveryProof([], true)).toBeNull();
    expect(shownDeliveryProof([proof(2, 'carded'), proof(1, 'failed')], false)?.id).toBe(2);
  });

  it('is the delivered proof once Delivered, past a newer proof of another outcome', () => {
    expect(shownDeliveryProof([proof(3, 'carded'), proof(2, 'delivered'), proof(1, 'failed')], true)?.id).toBe(2);
    // Delivered by staff by hand: no delivered proof, the newest then.
    expect(shownDeliveryProof([proof(1, 'failed')], true)?.id).toBe(1);
  });
});
