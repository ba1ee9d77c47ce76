import { useCallback, useEffect, useRef, useState } from 'react';
import { useFileDeliveryProofMutation } from '@/entities/doorstep/api';
import { httpStatusOf } from '@/lib/api/unsupportedCall';
import { isRecord } from '@/lib/guards/isRecord';
import { randomKey } from '@/lib/ids/randomKey';
import {
  afterTry,
  proofState,
  proofsToSend,
  supersededBy,
  tryResultOf,
  type ProofState,
  type TryResult,
} from '../model/outboxRules';
import { keptFile, queuedProofs, queueProof, removeProof, updateProof, type QueuedProof } from '../model/proofOutbox';

/** While proofs wait, how often to try again even without an 'online' event (a phone can be online and unreachable). */
export const RETRY_EVERY_MS = 30_000;

/** What became of a proof just filed once its first try is over: sent, or kept on the phone in a state. */
export type FiledFate = { state: 'sent' } | { state: ProofState; status: string | null };

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const problemCode = (error: unknown) => (isRecord(error) && isRecord(error.data) ? error.data.code : undefined);

/**
 * The driver's outbox (the rules: model/outboxRules.ts): a proof is stored on the phone first, then sent, each with
 * its own Idempotency-Key, in the order filed. Sending starts when the run opens, when a proof is filed, when the
 * phone says it is online again, every 30 seconds while something waits, and by hand. A try that gets no answer or
 * finds the server failing stops there: the proofs after it wait for the same reason. `done` are the stops the run
 * shows with a stored proof: the phone's proofs of those are never sent.
 */
export function useProofOutbox(driver: string | null, done: ReadonlySet<number>) {
  const [fileProof] = useFileDeliveryProofMutation();
  const [proofs, setProofs] = useState<QueuedProof[]>([]);
  const [sending, setSending] = useState(false);
  const doneNow = useRef(done);
  const running = useRef<Promise<void> | null>(null);
  const next = useRef<Promise<void> | null>(null);

  useEffect(() => {
    doneNow.current = done;
  }, [done]);

  const reads = useRef(0);
  const reload = useCallback(async () => {
    const read = ++reads.current;
    const kept = driver ? await queuedProofs(driver) : [];
    // A read that began before a later one (a proof dropped or sent in between) must not put back what it saw.
    if (read === reads.current) setProofs(kept);
  }, [driver]);

  const tryToSend = useCallback(
    async (proof: QueuedProof): Promise<TryResult> => {
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
        return { kind: 'sent' };
      } catch (error) {
        return tryResultOf(httpStatusOf(error), problemCode(error));
      }
    },
    [fileProof],
  );

  const sendWaiting = useCallback(async () => {
    if (!driver || !online()) return;
    setSending(true);
    try {
      const queue = proofsToSend(await queuedProofs(driver), doneNow.current);
      for (const [index, proof] of queue.entries()) {
        const result = await tryToSend(proof);
        const transient = result.kind === 'noAnswer' || result.kind === 'serverFailed';
        for (const each of transient ? queue.slice(index) : [proof]) {
          if (result.kind === 'sent') await removeProof(each.key);
          else await updateProof(each.key, (kept) => afterTry(kept, result) ?? kept);
        }
        await reload();
        if (transient) break;
      }
    } finally {
      setSending(false);
      await reload();
    }
  }, [driver, reload, tryToSend]);

  /** Sends what waits; a call while a try is under way waits for it, then one more try (shared by such calls). */
  const flush = useCallback((): Promise<void> => {
    const start = () => {
      const run: Promise<void> = sendWaiting().finally(() => {
        if (running.current === run) running.current = null;
      });
      running.current = run;
      return run;
    };
    if (!running.current) return start();
    next.current ??= running.current.then(() => {
      next.current = null;
      return start();
    });
    return next.current;
  }, [sendWaiting]);

  const fateOf = useCallback(
    async (key: string): Promise<FiledFate> => {
      const proof = driver ? (await queuedProofs(driver)).find((each) => each.key === key) : undefined;
      if (!proof) return { state: 'sent' };
      return { state: proofState(proof, doneNow.current), status: proof.refused ?? proof.serverFailed ?? null };
    },
    [driver],
  );

  /**
   * Keeps the proof on the phone, in place of any older proof of its stop (one proof a stop), then tries to send
   * what waits. Resolves once kept; `fate` once its first try is over.
   */
  const file = useCallback(
    async (
      input: Omit<QueuedProof, 'driver' | 'refused' | 'key' | 'filedAt'>,
    ): Promise<{ fate: Promise<FiledFate> }> => {
      if (!driver) return { fate: Promise.resolve({ state: 'waiting', status: null }) };
      const proof: QueuedProof = {
        ...input,
        driver,
        key: randomKey(),
        filedAt: new Date().toISOString(),
        refused: null,
      };
      await queueProof(proof);
      for (const older of supersededBy(await queuedProofs(driver), proof)) await removeProof(older.key);
      await reload();
      return { fate: flush().then(() => fateOf(proof.key)) };
    },
    [driver, fateOf, flush, reload],
  );

  /** Sends a refused proof again (after the shop fixed what was wrong). */
  const retry = useCallback(
    async (key: string) => {
      await updateProof(key, (proof) => ({ ...proof, refused: null, serverFailed: null }));
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
    const send = () => void flush();
    const start = window.setTimeout(() => void reload().then(flush), 0);
    window.addEventListener('online', send);
    return () => {
      window.clearTimeout(start);
      window.removeEventListener('online', send);
    };
  }, [flush, reload]);

  // A stop the run shows with a stored proof keeps its phone proofs replaced, whatever the run shows later.
  useEffect(() => {
    const replaced = proofs.filter((proof) => !proof.replaced && done.has(proof.orderId));
    if (replaced.length === 0) return;
    void Promise.all(replaced.map((proof) => updateProof(proof.key, (kept) => ({ ...kept, replaced: true })))).then(
      reload,
    );
  }, [done, proofs, reload]);

  const waiting = proofsToSend(proofs, done).length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [flush, waiting]);

  return { proofs, sending, file, retry, drop, sendNow: () => void flush() };
}
