import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPaymentSession } from '@/api/generated/shopApi';
import { confirmDialog } from '@/components/feedback/dialogs';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useResolvePaymentSessionMutation } from '@/entities/payment/gatewayApi';
import { formatRupiah } from '@/lib/money/formatRupiah';

export type SessionDecision = 'accept' | 'refund';

/**
 * Settles a flagged session after staff confirm it (sweetalert2, the texts as text): 'Terima' counts or keeps the
 * money, 'Kembalikan dana' makes a refund task. The session then leaves the list, and the order, its timeline and the
 * refund tasks reload (the calls' tags). `busyId` is the session whose decision is on its way.
 */
export function useResolveSession() {
  const { t } = useTranslation('payments');
  const toast = useAppToast();
  const [resolve] = useResolvePaymentSessionMutation();
  const [busyId, setBusyId] = useState<number>();

  const run = useCallback(
    async (session: StaffPaymentSession, decision: SessionDecision) => {
      const values = {
        id: session.orderID,
        received: formatRupiah(session.paidAmount ?? session.amount),
        expected: formatRupiah(session.amount),
      };
      const cause = session.attention ?? 'amount_mismatch';
      const confirmed = await confirmDialog({
        icon: decision === 'accept' ? 'question' : 'warning',
        title: t(`resolve.${decision}.title`, values),
        text: t(`resolve.${decision}.text.${cause}`, values),
        confirmText: t(`resolve.${decision}.confirm`),
        cancelText: t('resolve.cancel'),
        danger: decision === 'refund',
      });
      if (!confirmed) return;
      setBusyId(session.sessionID);
      try {
        await resolve({ sessionId: session.sessionID, paymentSessionResolution: { decision } }).unwrap();
        toast('success', t(`resolve.${decision}.done`, values));
      } catch {
        toast('error', t('resolve.failed', values));
      } finally {
        setBusyId(undefined);
      }
    },
    [resolve, t, toast],
  );

  return { resolve: run, busyId };
}
