import { useTranslation } from 'react-i18next';
import type { SessionAttention } from '@/api/generated/shopApi';
import '@/entities/order/ui/statusBadge.css';

const TONES: Record<SessionAttention, string> = { amount_mismatch: 'yellow', paid_late: 'purple', duplicate: 'red' };

/** Why a gateway payment needs a person: 'Jumlah berbeda', 'Dibayar terlambat', 'Pembayaran ganda'. */
export function AttentionBadge({ cause }: { cause: SessionAttention }) {
  const { t } = useTranslation('payments');
  return (
    <span className={`status-badge status-badge--${TONES[cause] ?? 'grey'}`}>
      {t(`attention.${cause}`, { defaultValue: cause })}
    </span>
  );
}
