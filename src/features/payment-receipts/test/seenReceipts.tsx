import type { Decorator } from '@storybook/react-vite';
import { NEW_RECEIPTS_NAME } from '@/entities/payment/useNewReceipts';
import { seenStore } from '@/lib/announce/seenStore';

/**
 * Staff last looked at the queue when the newest receipt was #`baseline`: the waiting receipts above it show as new
 * ('Baru').
 */
export const seenReceiptsUpTo =
  (baseline: number): Decorator =>
  (Story) => {
    seenStore(NEW_RECEIPTS_NAME).set({ baseline, opened: [] });
    return <Story />;
  };
