import { useTranslation } from 'react-i18next';
import type { QueuedProof } from '../model/proofOutbox';

interface Props {
  proofs: readonly QueuedProof[];
  waiting: number;
  /** A try to send is under way. */
  sending: boolean;
  onRetry(key: string): void;
  onDrop(key: string): void;
}

/**
 * 'Menunggu sinyal (2)': the proofs kept on the phone until they reach the shop ('Mengirim bukti (2)…' while a try
 * is under way); any the backend refused, with its code, to send again or drop.
 */
export function OutboxStatus({ proofs, waiting, sending, onRetry, onDrop }: Props) {
  const { t } = useTranslation('run');
  const refused = proofs.filter((proof) => proof.refused !== null);
  return (
    <div className="run-outbox" role="status">
      {waiting > 0 && (
        <div className="run-outbox__waiting">
          <p className="run-outbox__count">
            <i className="bi bi-cloud-upload me-2" aria-hidden="true" />
            {sending ? t('sending', { count: waiting }) : t('waiting', { count: waiting })}
          </p>
          <p className="run-outbox__hint">{t('waitingHint')}</p>
        </div>
      )}
      {refused.map((proof) => (
        <div key={proof.key} className="run-outbox__refused">
          <p className="mb-2">{t('refused', { id: proof.orderId, status: proof.refused })}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onRetry(proof.key)}>
              {t('sendAgain')}
            </button>
            <button type="button" className="btn btn-sm btn-link" onClick={() => onDrop(proof.key)}>
              {t('drop')}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
