import { useCallback, useRef, useState } from 'react';
import { useUploadArrangementPhotoMutation } from '@/entities/order/api';
import { ARRANGEMENT_PHOTO_UPLOAD } from '@/entities/order/model/doorstep';
import { readSaveFailure } from '@/lib/api/saveFailure';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { prepareImageUpload, type UploadImageProblem } from '@/lib/images/prepareImageUpload';

/**
 * idle → preparing (checked and shrunk) → sending → sent; or refused (the file's own problem), failed (any failure:
 * retry), unsupported (404/501: the backend does not take arrangement photos).
 */
export type ArrangementUploadPhase = 'idle' | 'preparing' | 'sending' | 'sent' | 'refused' | 'failed' | 'unsupported';

interface UploadState {
  phase: ArrangementUploadPhase;
  /** The file's problem (refused). */
  problem?: UploadImageProblem;
  /** The server's words on a refused upload (400: `errors.file`, else its other messages). */
  serverError?: string;
  /** The prepared photo a failed upload can send again. */
  file?: File;
}

const IDLE: UploadState = { phase: 'idle' };

/** The server's field error on `file` (or what else it said) of a 400; undefined for any other failure. */
function serverErrorOf(failure: unknown): string | undefined {
  const read = readSaveFailure(failure, (key) => (key === 'file' ? 'file' : undefined));
  return read.fieldErrors.file ?? (read.messages.join(' ') || undefined);
}

/**
 * Staff send the photo of the finished arrangement (uploadArrangementPhoto, proposed): the chosen photo goes through
 * the shared image pipeline, then up; the order and the list reload with it. `retry` sends the same photo again.
 */
export function useArrangementPhotoUpload(orderId: number) {
  const [state, setState] = useState<UploadState>(IDLE);
  const [upload] = useUploadArrangementPhotoMutation();
  const attempt = useRef(0);

  const send = useCallback(
    async (file: File) => {
      const current = ++attempt.current;
      setState({ phase: 'sending', file });
      try {
        await upload({ id: orderId, arrangementPhotoUpload: { file } }).unwrap();
        if (current !== attempt.current) return;
        setState({ phase: 'sent' });
      } catch (failure) {
        if (current !== attempt.current) return;
        setState(
          isUnsupportedCall(failure)
            ? { phase: 'unsupported' }
            : { phase: 'failed', serverError: serverErrorOf(failure), file },
        );
      }
    },
    [orderId, upload],
  );

  const choose = useCallback(
    async (picked: File | undefined) => {
      if (!picked) return;
      const current = ++attempt.current;
      setState({ phase: 'preparing' });
      const result = await prepareImageUpload(picked, ARRANGEMENT_PHOTO_UPLOAD);
      if (current !== attempt.current) return;
      if ('problem' in result) {
        setState({ phase: 'refused', problem: result.problem });
        return;
      }
      await send(result.file);
    },
    [send],
  );

  const { file } = state;
  const retry = useCallback(async () => {
    if (file) await send(file);
  }, [file, send]);

  const busy = state.phase === 'preparing' || state.phase === 'sending';
  return { ...state, busy, canRetry: state.phase === 'failed' && file !== undefined, choose, retry };
}
