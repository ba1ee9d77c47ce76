import { useTranslation } from 'react-i18next';
import type { PaymentProofState } from '@/api/generated/shopApi';
import { RECEIPT_STATES } from '../hooks/useReceiptQueue';

interface Props {
  state: PaymentProofState;
  counts: Record<PaymentProofState, number | undefined>;
  onChange(state: PaymentProofState): void;
}

/** The queue's filter: Menunggu (first), Disetujui, Ditolak, each with its count once known. */
export function ReceiptStateTabs({ state, counts, onChange }: Props) {
  const { t } = useTranslation('payments');
  return (
    <div className="nav nav-pills gap-2 mb-3" role="group" aria-label={t('tabs.label')}>
      {RECEIPT_STATES.map((key) => (
        <button
          key={key}
          type="button"
          className={`nav-link d-inline-flex align-items-center gap-2 ${key === state ? 'active' : 'border'}`}
          aria-pressed={key === state}
          onClick={() => onChange(key)}
        >
          {t(`tabs.${key}`)}
          {counts[key] !== undefined && (
            <>
              {/* A word of its own in the text ('Menunggu 2', not 'Menunggu2'): the flex gap draws no space. */}{' '}
              <span className={`badge rounded-pill ${key === state ? 'text-bg-light' : 'text-bg-secondary'}`}>
                {counts[key]}
              </span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
