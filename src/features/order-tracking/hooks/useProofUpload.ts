import { useCallback, useRef, useState } from 'react';
import { useUploadPaymentProofMutation } from '@/entities/payment/api';
import { isRecord } from '@/lib/guards/isRecord';
import { blobToDataUrl } from '@/lib/images/processImage';
import type { ProofFileProblem } from '@/lib/payments/proofFile';
import { prepareProof } from '../model/prepareProof';

export type ProofPhase = 'idle' | 'preparing' | 'ready' | 'sending' | 'sent';
/** What went wrong: the file's own problem, a cancelled order, or any other failure to send. */
export type ProofError = ProofFileProblem | 'orderCancelled' | 'failed';

interface ProofUploadState {
  phase: ProofPhase;
  file: File | null;
  preview: string | null;
  error: ProofError | null;
}

const IDLE: ProofUploadState = { phase: 'idle', file: null, preview: null, error: null };

/** The server's word on a refused upload: the file's type or size, or the order (cancelled meanwhile). */
function errorOf(failure: unknown): ProofError {
  const data = isRecord(failure) && isRecord(failure.data) ? failure.data : undefined;
  const errors = data && isRecord(data.errors) ? data.errors : undefined;
  if (errors?.orderID) return 'orderCancelled';
  const message = Array.isArray(errors?.file) ? String(errors.file[0]) : '';
  if (/5\s*MB/i.test(message)) return 'size';
  if (/JPG|PNG|GIF/i.test(message)) return 'type';
  return 'failed';
}

/** Choose → check and compress → preview → send (uploadPaymentProof); the order reloads with the new proof. */
export function useProofUpload(orderId: number, token: string) {
  const [state, setState] = useState<ProofUploadState>(IDLE);
  const [upload] = useUploadPaymentProofMutation();
  const choice = useRef(0);

  const choose = useCallback(async (picked: File | undefined) => {
    if (!picked) return;
    const current = ++choice.current;
    setState({ ...IDLE, phase: 'preparing' });
    const prepared = await prepareProof(picked);
    if (current !== choice.current) return;
    if ('problem' in prepared) {
      setState({ ...IDLE, error: prepared.problem });
      return;
    }
    const preview = await blobToDataUrl(prepared.file).catch(() => null);
    if (current !== choice.current) return;
    setState({ phase: 'ready', file: prepared.file, preview, error: null });
  }, []);

  const send = useCallback(async () => {
    const { file } = state;
    if (!file) return;
    setState((previous) => ({ ...previous, phase: 'sending', error: null }));
    try {
      await upload({ orderId, token, paymentProofUpload: { file } }).unwrap();
      setState({ ...IDLE, phase: 'sent' });
    } catch (failure) {
      setState((previous) => ({ ...previous, phase: 'ready', error: errorOf(failure) }));
    }
  }, [orderId, state, token, upload]);

  const reset = useCallback(() => {
    choice.current++;
    setState(IDLE);
  }, []);

  return { ...state, choose, send, reset };
}
