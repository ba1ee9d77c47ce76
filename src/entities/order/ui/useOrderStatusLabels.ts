import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_KINDS, type StatusKind } from '../model/statusKinds';

/** Translated labels of order and payment statuses (namespace `orderStatus`); anything not known reads Unknown. */
export function useOrderStatusLabels() {
  const { t } = useTranslation('orderStatus');
  return useMemo(() => {
    const statusLabel = (kind: StatusKind, status: string | null | undefined) =>
      t(`${STATUS_KINDS[kind].labelKey}.${STATUS_KINDS[kind].known(status)}`);
    return {
      statusLabel,
      orderStatusLabel: (status: string | null | undefined) => statusLabel('status', status),
      paymentStatusLabel: (status: string | null | undefined) => statusLabel('payment', status),
    };
  }, [t]);
}
