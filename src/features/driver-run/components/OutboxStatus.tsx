import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProofState } from '../model/outboxRules';
import type { QueuedProof } from '../model/proofOutbox';

export interface OutboxEntry {
  proof: QueuedProof;
  state: ProofState;
}

interface Props {
  entries: readonly OutboxEntry[];
  /** A try to send is under way. */
  sending: boolean;
  onRetry(key: string): void;
  onDrop(key: string): void;
  onSendNow(): void;
}

/**
 * What waits on the phone, by why: 'Menunggu sinyal (2)' (no answer), 'Menunggu server toko (1)' (the server failed,
 * with its code and 'Kirim sekarang'), 'Mengirim bukti (3)…' while a try is under way; a proof the backend refused,
 * with its code, to send again or drop; one whose stop already has a proof on the server, only to drop.
 */
export function OutboxStatus({ entries, sending, onRetry, onDrop, onSendNow }: Props) {
  const { t } = useTranslation('run');
  const of = (state: ProofState) => entries.filter((entry) => entry.state === state).map((entry) => entry.proof);
  const [signal, server, refused, replaced] = [of('waiting'), of('serverFailed'), of('refused'), of('replaced')];
  const toSend = signal.length + server.length;

  return (
    <div className="run-outbox" role="status">
      {sending && toSend > 0 ? (
        <Waiting icon="bi-cloud-upload" count={t('sending', { count: toSend })} />
      ) : (
        <>
          {signal.length > 0 && (
            <Waiting icon="bi-wifi-off" count={t('waiting', { count: signal.length })} hint={t('waitingHint')} />
          )}
          {server.length > 0 && (
            <Waiting
              server
              icon="bi-cloud-slash"
              count={t('serverWaiting', { count: server.length })}
              hint={t('serverWaitingHint', { status: server[0].serverFailed })}
            >
              <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={onSendNow}>
                {t('sendNow')}
              </button>
            </Waiting>
          )}
        </>
      )}
      {refused.map((proof) => (
        <div key={proof.key} className="run-outbox__refused">
          <p className="mb-2">{t('refused', { id: proof.orderId, status: proof.refused })}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onRetry(proof.key)}>
              {t('sendAgain')}
            </button>
            <DropButton onDrop={() => onDrop(proof.key)} />
          </div>
        </div>
      ))}
      {replaced.map((proof) => (
        <div key={proof.key} className="run-outbox__refused is-replaced">
          <p className="mb-2">{t('replaced', { id: proof.orderId })}</p>
          <DropButton onDrop={() => onDrop(proof.key)} />
        </div>
      ))}
    </div>
  );
}

/** One reason proofs wait: its count, what it means, and what can be done. */
function Waiting({
  icon,
  count,
  hint,
  server = false,
  children,
}: {
  icon: string;
  count: string;
  hint?: string;
  server?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`run-outbox__waiting ${server ? 'is-server' : ''}`}>
      <p className="run-outbox__count">
        <i className={`bi ${icon} me-2`} aria-hidden="true" />
        {count}
      </p>
      {hint && <p className="run-outbox__hint">{hint}</p>}
      {children}
    </div>
  );
}

function DropButton({ onDrop }: { onDrop(): void }) {
  const { t } = useTranslation('run');
  return (
    <button type="button" className="btn btn-sm btn-link" onClick={onDrop}>
      {t('drop')}
    </button>
  );
}
