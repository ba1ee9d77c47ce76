import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useItemArrivals } from '@/components/announce/useItemArrivals';
import { NEW_PROOFS_NAME, useNewProofs } from '@/entities/payment/useNewProofs';

/**
 * Staff's choice of 'Bunyi notifikasi' on the proof queue (localStorage; off until turned on; apart from the orders'
 * switch).
 */
export const PROOF_SOUND_KEY = 'payments:sound';

/**
 * New payment proofs on the queue, as new orders are on Order Management: the waiting proofs that arrived since
 * staff last looked ('Baru'), their count in the tab title, and for each proof that arrives while the queue is
 * open, once across the open tabs, the spoken message ('1 bukti pembayaran baru') and the tone when the sound is on.
 */
export function useProofArrivals(pending: readonly PaymentProof[] | undefined) {
  const { t } = useTranslation('payments');
  const fresh = useNewProofs(pending);
  return useItemArrivals(NEW_PROOFS_NAME, fresh, pending !== undefined, {
    soundKey: PROOF_SOUND_KEY,
    announce: (count) => t('newProofs.announce', { count }),
  });
}
