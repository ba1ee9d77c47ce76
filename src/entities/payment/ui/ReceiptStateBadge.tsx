import { useTranslation } from 'react-i18next';
import type { PaymentProofState } from '@/api/generated/shopApi';
import '@/entities/order/ui/statusBadge.css';

const TONES: Record<PaymentProofState, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** A receipt's review state as a coloured badge: Menunggu (yellow), Disetujui (green), Ditolak (red). */
export function ReceiptStateBadge({ state }: { state: PaymentProofState }) {
  const { t } = useTranslation('payments');
  return <span className={`status-badge status-badge--${TONES[state] ?? 'grey'}`}>{t(`state.${state}`)}</span>;
}
