import type { Decorator } from '@storybook/react-vite';
import { NEW_PROOFS_NAME } from '@/entities/payment/useNewProofs';
import { seenStore } from '@/lib/announce/seenStore';

/**
 * Staff last looked at the queue when the newest proof was #`baseline`: the waiting proofs above it show as new
 * ('Baru').
 */
export const seenProofsUpTo =
  (baseline: number): Decorator =>
  (Story) => {
    seenStore(NEW_PROOFS_NAME).set({ baseline, opened: [] });
    return <Story />;
  };
