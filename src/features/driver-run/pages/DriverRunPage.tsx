import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { UnsupportedPanel } from '@/components/feedback/UnsupportedPanel';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { OutboxStatus } from '../components/OutboxStatus';
import { ProofSheet } from '../components/ProofSheet';
import { RunKeptNotice } from '../components/RunKeptNotice';
import { StopCard } from '../components/StopCard';
import { useDriverRun } from '../hooks/useDriverRun';
import { useFateToast } from '../hooks/useFateToast';
import { useProofOutbox } from '../hooks/useProofOutbox';
import { useRunManifest } from '../hooks/useRunManifest';
import { useRunOfflineShell } from '../hooks/useRunOfflineShell';
import { proofState } from '../model/outboxRules';
import { keepFile } from '../model/proofOutbox';
import type { ProofValues } from '../model/proofSchema';
import './DriverRunPage.css';

/**
 * /app/run: the signed-in Driver's stops of the shop's today in order (listDeliveryRuns, proposed), phone first.
 * Proofs filed at the door are kept on the phone and sent when there is a signal (useProofOutbox), one proof a stop;
 * when a read fails (no signal, the server's error) the run shows as last read on this phone, with why and a retry.
 * Installable (its web app manifest); with a backend over HTTP it also starts with no network once opened (its
 * service worker, useRunOfflineShell).
 */
export function DriverRunPage({ driver }: { driver: string | null }) {
  const { t } = useTranslation('run');
  const formatDate = useFormatDate();
  const sayFate = useFateToast();
  const { view, date, refetch, refreshing } = useDriverRun(driver);
  const run = view.kind === 'ready' || view.kind === 'kept' ? view.run : null;
  // The stops the backend holds a proof of: the phone's proofs of those are never sent.
  const done = useMemo(
    () => new Set(run?.stops.filter((stop) => stop.outcome !== null).map((stop) => stop.orderID)),
    [run],
  );
  const outbox = useProofOutbox(driver, done);
  const [arrivedAt, setArrivedAt] = useState<DeliveryStop | null>(null);
  useRunManifest();
  useRunOfflineShell();

  const entries = outbox.proofs.map((proof) => ({ proof, state: proofState(proof, done) }));
  // A stop's proof on its way (a refused one is said above, and the stop can be filed again).
  const waitingOf = (orderId: number) => {
    const entry = entries.find((each) => each.proof.orderId === orderId && each.state !== 'refused');
    return entry?.state === 'waiting' || entry?.state === 'serverFailed' ? entry.state : null;
  };
  const file = async (stop: DeliveryStop, proof: ProofValues) => {
    const { fate } = await outbox.file({
      orderId: stop.orderID,
      outcome: proof.outcome,
      receivedBy: proof.receivedBy.trim(),
      note: proof.note.trim(),
      photo: proof.photo ? await keepFile(proof.photo, `bukti-${stop.orderID}.jpg`) : null,
      signature: proof.signature ? await keepFile(proof.signature, 'tanda-tangan.png') : null,
    });
    setArrivedAt(null);
    void fate.then((filed) => sayFate(stop.orderID, filed));
  };

  let body;
  if (view.kind === 'loading') body = <LoadingState label={t('loading')} />;
  else if (view.kind === 'unsupported')
    body = (
      <UnsupportedPanel
        id="run-unsupported"
        title={t('unsupported')}
        text={t('unsupportedText')}
        checkLabel={t('retry')}
        onCheck={() => void refetch()}
        checking={refreshing}
      />
    );
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('failed')}
        note={view.failure.status === null ? t('failedNoAnswer') : t('failedServer', { status: view.failure.status })}
        retryLabel={t('retry')}
        onRetry={() => void refetch()}
        retrying={refreshing}
      />
    );
  else {
    const { stops } = view.run;
    body = (
      <>
        {view.kind === 'kept' && (
          <RunKeptNotice
            failure={view.failure}
            readAt={view.readAt}
            onRetry={() => void refetch()}
            retrying={refreshing}
          />
        )}
        <p className="run-page__lead">{t('lead', { count: stops.length, date: formatDate(date, 'long') })}</p>
        {stops.length === 0 ? (
          <p className="run-page__empty">{t('empty')}</p>
        ) : (
          <ol className="run-page__stops">
            {stops.map((stop) => (
              <StopCard key={stop.orderID} stop={stop} waiting={waitingOf(stop.orderID)} onArrived={setArrivedAt} />
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <div className="run-page">
      <div className="run-page__top">
        <h1 className="run-page__title">{t('title')}</h1>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => void refetch()}
          disabled={refreshing || view.kind === 'loading'}
        >
          <i className={`bi bi-arrow-clockwise me-1 ${refreshing ? 'run-page__spin' : ''}`} aria-hidden="true" />
          {t('refresh')}
        </button>
      </div>
      <OutboxStatus
        entries={entries}
        sending={outbox.sending}
        onRetry={(key) => void outbox.retry(key)}
        onDrop={(key) => void outbox.drop(key)}
        onSendNow={outbox.sendNow}
      />
      {body}
      <ProofSheet stop={arrivedAt} onHide={() => setArrivedAt(null)} onFile={file} />
    </div>
  );
}
