import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { UnsupportedPanel } from '@/components/feedback/UnsupportedPanel';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { OutboxStatus } from '../components/OutboxStatus';
import { ProofSheet } from '../components/ProofSheet';
import { StopCard } from '../components/StopCard';
import { useDriverRun } from '../hooks/useDriverRun';
import { useProofOutbox } from '../hooks/useProofOutbox';
import { useRunManifest } from '../hooks/useRunManifest';
import { useRunOfflineShell } from '../hooks/useRunOfflineShell';
import { keepFile } from '../model/proofOutbox';
import type { ProofValues } from '../model/proofSchema';
import './DriverRunPage.css';

/**
 * /app/run: the signed-in Driver's stops of the shop's today in order (listDeliveryRuns, proposed), phone first.
 * Proofs filed at the door are kept on the phone and sent when there is a signal (useProofOutbox); with no signal
 * the run shows as last read on this phone. Installable (its web app manifest); with a backend over HTTP it also
 * starts with no network once opened (its service worker, useRunOfflineShell).
 */
export function DriverRunPage({ driver }: { driver: string | null }) {
  const { t } = useTranslation('run');
  const formatDate = useFormatDate();
  const toast = useAppToast();
  const { view, date, refetch, refreshing } = useDriverRun(driver);
  const outbox = useProofOutbox(driver);
  const [arrivedAt, setArrivedAt] = useState<DeliveryStop | null>(null);
  useRunManifest();
  useRunOfflineShell();

  // Stops with a proof on its way; a refused one is said above and the stop can be filed again.
  const queuedOrders = new Set(outbox.proofs.filter((proof) => proof.refused === null).map((proof) => proof.orderId));
  const file = async (stop: DeliveryStop, proof: ProofValues) => {
    await outbox.file({
      orderId: stop.orderID,
      outcome: proof.outcome,
      receivedBy: proof.receivedBy.trim(),
      note: proof.note.trim(),
      photo: proof.photo ? await keepFile(proof.photo, `bukti-${stop.orderID}.jpg`) : null,
      signature: proof.signature ? await keepFile(proof.signature, 'tanda-tangan.png') : null,
    });
    setArrivedAt(null);
    toast('success', t('proof.saved', { id: stop.orderID }));
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
      <ErrorState message={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} retrying={refreshing} />
    );
  else {
    const { stops } = view.run;
    body = (
      <>
        {view.kind === 'saved' && (
          <p className="run-page__saved" role="status">
            <i className="bi bi-wifi-off me-2" aria-hidden="true" />
            {t('saved', { time: formatDate(view.readAt, 'dateTime') })}
          </p>
        )}
        <p className="run-page__lead">{t('lead', { count: stops.length, date: formatDate(date, 'long') })}</p>
        {stops.length === 0 ? (
          <p className="run-page__empty">{t('empty')}</p>
        ) : (
          <ol className="run-page__stops">
            {stops.map((stop) => (
              <StopCard
                key={stop.orderID}
                stop={stop}
                queued={queuedOrders.has(stop.orderID)}
                onArrived={setArrivedAt}
              />
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
        proofs={outbox.proofs}
        waiting={outbox.waiting}
        sending={outbox.sending}
        onRetry={outbox.retry}
        onDrop={outbox.drop}
      />
      {body}
      <ProofSheet stop={arrivedAt} onHide={() => setArrivedAt(null)} onFile={file} />
    </div>
  );
}
