import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useItemArrivals } from '@/components/announce/useItemArrivals';
import { NEW_RECEIPTS_NAME, useNewReceipts } from '@/entities/payment/useNewReceipts';

/**
 * Staff's choice of 'Bunyi notifikasi' on the receipt queue (localStorage; off until turned on; apart from the orders'
 * switch).
 */
export const RECEIPT_SOUND_KEY = 'payments:sound';

/**
 * New payment receipts on the queue, as new orders are on Order Management: the waiting receipts that arrived since
 * staff last looked ('Baru'), their count in the tab title, and for each receipt that arrives while the queue is
 * open, once across the open tabs, the spoken message ('1 bukti pembayaran baru') and the tone when the sound is on.
 */
export function useReceiptArrivals(pending: readonly PaymentProof[] | undefined) {
  const { t } = useTranslation('payments');
  const fresh = useNewReceipts(pending);
  return useItemArrivals(NEW_RECEIPTS_NAME, fresh, pending !== undefined, {
    soundKey: RECEIPT_SOUND_KEY,
    announce: (count) => t('newReceipts.announce', { count }),
  });
}
