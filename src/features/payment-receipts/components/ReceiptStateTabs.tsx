import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProofState } from '@/api/generated/shopApi';
import { RECEIPT_STATES } from '../hooks/useReceiptQueue';
import { QueueTabButton } from './QueueTabButton';

interface Props {
  /** The receipt tab open; undefined while another tab (a gateway one) is. */
  state: PaymentProofState | undefined;
  counts: Record<PaymentProofState, number | undefined>;
  onChange(state: PaymentProofState): void;
  /** Without receipts on the server (404/501) only the other tabs show. */
  receipts?: boolean;
  /** The page's other tabs, after these. */
  children?: ReactNode;
}

/** The queue's filter: Menunggu (first), Disetujui, Ditolak, each with its count once known; then any other tabs. */
export function ReceiptStateTabs({ state, counts, onChange, receipts = true, children }: Props) {
  const { t } = useTranslation('payments');
  return (
    <div
      className="nav nav-pills gap-2 mb-3"
      role="group"
      aria-label={t(children ? 'tabs.labelWithGateway' : 'tabs.label')}
    >
      {receipts &&
        RECEIPT_STATES.map((key) => (
          <QueueTabButton
            key={key}
            label={t(`tabs.${key}`)}
            count={counts[key]}
            active={key === state}
            onClick={() => onChange(key)}
          />
        ))}
      {children}
    </div>
  );
}
