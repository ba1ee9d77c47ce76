import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidVia } from '@/api/generated/shopApi';
import { usePaymentMethodName } from './usePaymentMethodName';
import './PaidViaTag.css';

/**
 * How the order's money came, beside its payment-status badge (proposed, tag Gateway): 'Otomatis · QRIS' through the
 * gateway (with the method of its latest paid session), 'Bukti transfer' by an approved payment proof. Nothing while
 * nothing is paid, or on a backend that does not say (`paidVia` absent).
 */
export const PaidViaTag = memo(function PaidViaTag({ paidVia }: { paidVia: PaidVia | undefined }) {
  const { t } = useTranslation('orders');
  const methodName = usePaymentMethodName();
  if (!paidVia) return null;
  const gateway = paidVia.kind === 'gateway';
  if (!gateway && paidVia.kind !== 'proof') return null;
  const text = gateway
    ? paidVia.method
      ? t('paidVia.gateway', { method: methodName(paidVia.method) })
      : t('paidVia.gatewayOnly')
    : t('paidVia.proof');
  // A word of its own after the payment badge: a space, where a line may break in a narrow table cell.
  return (
    <>
      {' '}
      <span className={`paid-via-tag ${gateway ? 'paid-via-tag--gateway' : 'paid-via-tag--proof'}`}>
        <i className={`bi ${gateway ? 'bi-lightning-charge' : 'bi-receipt'}`} aria-hidden="true" />
        {text}
      </span>
    </>
  );
});
