import { usePendingReceiptCount } from '@/entities/payment/usePendingReceiptCount';
import type { NavCounter } from './navItems';

/**
 * The numbers the navigation shows beside its items: the payment receipts waiting for review (0 on a backend without
 * them).
 */
export function useNavCounters(): Record<NavCounter, number> {
  return { pendingReceipts: usePendingReceiptCount() };
}
