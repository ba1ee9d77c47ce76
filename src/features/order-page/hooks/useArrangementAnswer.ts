import { useState } from 'react';
import type { ArrangementAnswer } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/components/store/hooks';
import { publicOrderApi, useAnswerArrangementPhotoMutation } from '@/entities/order/publicOrderApi';
import { TAG } from '@/lib/api/tags';
import { httpStatusOf, isUnsupportedCall } from '@/lib/api/unsupportedCall';

/**
 * Why an answer did not go through: `unsupported` the backend does not take answers (404/501: the customer answers
 * over WhatsApp), `closed` the window had closed (400: the photo counts as approved; the order is read again),
 * `failed` anything else (try again).
 */
export type AnswerProblem = 'unsupported' | 'closed' | 'failed';

/** The customer's answer to the arrangement photo (answerArrangementPhoto, proposed), with why it failed. */
export function useArrangementAnswer(orderId: number, token: string) {
  const dispatch = useAppDispatch();
  const [answer, { isLoading }] = useAnswerArrangementPhotoMutation();
  const [problem, setProblem] = useState<AnswerProblem | null>(null);

  /** Sends the answer; resolves true once the shop has it. */
  const send = async (arrangementAnswer: ArrangementAnswer): Promise<boolean> => {
    setProblem(null);
    try {
      await answer({ orderId, token, arrangementAnswer }).unwrap();
      return true;
    } catch (error) {
      if (isUnsupportedCall(error)) setProblem('unsupported');
      else if (httpStatusOf(error) === 400) {
        setProblem('closed');
        dispatch(publicOrderApi.util.invalidateTags([{ type: TAG.publicOrder, id: orderId }]));
      } else setProblem('failed');
      return false;
    }
  };

  return { send, sending: isLoading, problem };
}
