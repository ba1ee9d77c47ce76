import { useCallback, useEffect, useRef, useState } from 'react';
import { useFileDeliveryProofMutation } from '@/entities/doorstep/api';
import { httpStatusOf, UNSUPPORTED_STATUSES } from '@/lib/api/unsupportedCall';
import { randomKey } from '@/lib/ids/randomKey';
import { keptFile, markRefused, queuedProofs, queueProof, removeProof, type QueuedProof } from '../model/proofOutbox';

/** While proofs wait, how often to try again even without an 'online' event (a phone can be online and unreachable). */
export const RETRY_EVERY_MS = 30_000;

/**
 * A failure that says nothing about the proof: no answer, a timeout, a session to renew, the server's own trouble
 * (not 501, a backend without the call). Try again later.
 */
function isTransient(status: number | undefined): boolean {
  if (status === undefined) return true;
  if (UNSUPPORTED_STATUSES.includes(status)) return false;
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * The driver's outbox: a proof is stored on the phone first, then sent, each with its own Idempotency-Key, in the
 * order filed. Sending starts when the run opens, when a proof is filed, when the phone says it is online again,
 * and every 30 seconds while something waits. A proof the backend refuses (400, 403, 404) stays with the reason
 * until the driver sends it again or drops it.
 */
export function useProofOutbox(driver: string | null) {
  const [fileProof] = useFileDeliveryProofMutation();
  const [proofs, setProofs] = useState<QueuedProof[]>([]);
  const [sending, setSending] = useState(false);
  const flushing = useRef(false);

  const reload = useCallback(async () => {
    setProofs(driver ? await queuedProofs(driver) : []);
  }, [driver]);

  const flush = useCallback(async () => {
    if (!driver || flushing.current || !online()) return;
    flushing.current = true;
    setSending(true);
    try {
      for (const proof of await queuedProofs(driver)) {
        if (proof.refused !== null) continue;
        try {
          await fileProof({
            id: proof.orderId,
            'Idempotency-Key': proof.key,
            deliveryProofUpload: {
              outcome: proof.outcome,
              receivedBy: proof.receivedBy || undefined,
              note: proof.note || undefined,
              photo: proof.photo ? keptFile(proof.photo) : undefined,
              signature: proof.signature ? keptFile(proof.signature) : undefined,
            },
          }).unwrap();
          await removeProof(proof.key);
        } catch (error) {
          const status = httpStatusOf(error);
          if (isTransient(status)) break;
          await markRefused(proof.key, String(status));
        }
        await reload();
      }
    } finally {
      flushing.current = false;
      setSending(false);
      await reload();
    }
  }, [driver, fileProof, reload]);

  /** Keeps the proof on the phone, then tries to send what waits. */
  const file = useCallback(
    async (proof: Omit<QueuedProof, 'driver' | 'refused' | 'key' | 'filedAt'>) => {
      if (!driver) return;
      await queueProof({ ...proof, driver, key: randomKey(), filedAt: new Date().toISOString(), refused: null });
      await reload();
      void flush();
    },
    [driver, flush, reload],
  );

  /** Sends a refused proof again (after the shop fixed what was wrong). */
  const retry = useCallback(
    async (key: string) => {
      await markRefused(key, null);
      await reload();
      void flush();
    },
    [flush, reload],
  );

  const drop = useCallback(
    async (key: string) => {
      await removeProof(key);
      await reload();
    },
    [reload],
  );

  // What waits on the phone is read (and sent) once the run has painted, and again whenever the phone is back online.
  useEffect(() => {
    const start = window.setTimeout(() => void reload().then(flush), 0);
    window.addEventListener('online', flush);
    return () => {
      window.clearTimeout(start);
      window.removeEventListener('online', flush);
    };
  }, [flush, reload]);

  const waiting = proofs.filter((proof) => proof.refused === null).length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [flush, waiting]);

  return { proofs, waiting, sending, file, retry, drop };
}
