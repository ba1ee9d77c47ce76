import { usePendingProofCount } from '@/entities/payment/usePendingProofCount';
import type { NavCounter } from './navItems';

/**
 * The numbers the navigation shows beside its items: the payment proofs waiting for review (0 on a backend without
 * them).
 */
export function useNavCounters(): Record<NavCounter, number> {
  return { pendingProofs: usePendingProofCount() };
}
