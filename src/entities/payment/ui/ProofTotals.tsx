import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ProofStateBadge } from './ProofStateBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="proof-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What staff compare the picture with: the order's product total, delivery fee, grand total, the deposit and its
 * deadline, the payment status; once reviewed, the outcome (reason, reviewer, amount recorded).
 */
export function ProofTotals({ proof }: { proof: PaymentProof }) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { order } = proof;
  return (
    <dl className="proof-facts">
      <Fact label={t('facts.customer')}>{order.customerName}</Fact>
      <Fact label={t('facts.product')}>{order.productName}</Fact>
      <Fact label={t('facts.total')}>{formatRupiah(order.totalPrice)}</Fact>
      <Fact label={t('facts.fee')}>{formatRupiah(order.deliveryFee)}</Fact>
      <Fact label={t('facts.grandTotal')}>
        <strong>{formatRupiah(order.grandTotal)}</strong>
      </Fact>
      <Fact label={t('facts.deposit')}>
        <strong>{formatRupiah(order.depositAmount)}</strong>
      </Fact>
      <Fact label={t('facts.depositDue')}>{formatDate(order.depositDueAt, 'dateTime')}</Fact>
      <Fact label={t('facts.uploadedAt')}>{formatDate(proof.uploadedAt, 'dateTime')}</Fact>
      <Fact label={t('facts.payment')}>
        <PaymentStatusBadge status={order.paymentStatus} />
      </Fact>
      <Fact label={t('facts.state')}>
        <ProofStateBadge state={proof.state} />
      </Fact>
      {proof.state === 'approved' && proof.amountPaid !== null && (
        <Fact label={t('facts.amountPaid')}>{formatRupiah(proof.amountPaid)}</Fact>
      )}
      {proof.state === 'rejected' && proof.reason && <Fact label={t('facts.reason')}>{proof.reason}</Fact>}
      {proof.reviewedAt && (
        <Fact label={t('facts.reviewed')}>
          {t('facts.reviewedBy', { date: formatDate(proof.reviewedAt, 'dateTime'), name: proof.reviewedBy ?? '—' })}
        </Fact>
      )}
    </dl>
  );
}
