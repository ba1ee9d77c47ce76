import { useCallback, useRef, useState } from 'react';
import type { PaymentProofProblemCode } from '@/api/generated/shopApi';
import { useUploadPaymentProofMutation } from '@/entities/payment/api';
import { isRecord } from '@/lib/guards/isRecord';
import { blobToDataUrl } from '@/lib/images/processImage';
import { RECEIPT_PROBLEM_CODES, type ReceiptFileProblem } from '@/lib/payments/receiptFile';
import { prepareReceipt } from '../model/prepareReceipt';

export type ReceiptPhase = 'idle' | 'preparing' | 'ready' | 'sending' | 'sent';
/** What went wrong: the file's own problem, a cancelled order, or any other failure to send. */
export type ReceiptError = ReceiptFileProblem | 'orderCancelled' | 'failed';

interface ReceiptUploadState {
  phase: ReceiptPhase;
  file: File | null;
  preview: string | null;
  error: ReceiptError | null;
}

const IDLE: ReceiptUploadState = { phase: 'idle', file: null, preview: null, error: null };

/** What each code of the contract means here (a code the contract adds fails the type check until it is placed). */
const BY_CODE: Record<PaymentProofProblemCode, ReceiptError> = {
  [RECEIPT_PROBLEM_CODES.type]: 'type',
  [RECEIPT_PROBLEM_CODES.empty]: 'empty',
  [RECEIPT_PROBLEM_CODES.size]: 'size',
  order_cancelled: 'orderCancelled',
};

/**
 * The server's word on a refused upload, by the problem's `code` (PaymentProofProblem): the file's type, size
 * or emptiness, or the order (cancelled meanwhile). Its message is for people and is not read; without a
 * known code the upload simply failed.
 */
function errorOf(failure: unknown): ReceiptError {
  const code = isRecord(failure) && isRecord(failure.data) ? failure.data.code : undefined;
  return typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? BY_CODE[code as PaymentProofProblemCode] : 'failed';
}

/** Choose → check and compress → preview → send (uploadPaymentProof); the order reloads with the new receipt. */
export function useReceiptUpload(orderId: number, token: string) {
  const [state, setState] = useState<ReceiptUploadState>(IDLE);
  const [upload] = useUploadPaymentProofMutation();
  const choice = useRef(0);

  const choose = useCallback(async (picked: File | undefined) => {
    if (!picked) return;
    const current = ++choice.current;
    setState({ ...IDLE, phase: 'preparing' });
    const prepared = await prepareReceipt(picked);
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
