import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '@/components/feedback/useAppToast';
import type { FiledFate } from './useProofOutbox';

/**
 * The toast once a proof just filed has had its first try, in plain words: sent to the shop, or kept on this phone
 * and why (no signal, the server failing), refused, or not sent because the stop already has a proof. Never
 * "saved" for what only waits on the phone.
 */
export function useFateToast() {
  const { t } = useTranslation('run');
  const toast = useAppToast();
  return useCallback(
    (id: number, fate: FiledFate) => {
      if (fate.state === 'sent') toast('success', t('proof.sent', { id }));
      else if (fate.state === 'waiting') toast('info', t('proof.keptNoSignal', { id }));
      else if (fate.state === 'serverFailed') toast('warning', t('proof.keptServer', { id, status: fate.status }));
      else if (fate.state === 'refused') toast('error', t('refused', { id, status: fate.status }));
      else toast('warning', t('replaced', { id }));
    },
    [t, toast],
  );
}
