import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { ReceiptStateBadge } from './ReceiptStateBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="receipt-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What staff compare the picture with: the order's product total, delivery fee, grand total, the deposit and its
 * deadline, the payment status; once reviewed, the outcome (reason, reviewer, amount recorded).
 */
export function ReceiptTotals({ receipt }: { receipt: PaymentProof }) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const { order } = receipt;
  return (
    <dl className="receipt-facts">
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
      <Fact label={t('facts.uploadedAt')}>{formatDate(receipt.uploadedAt, 'dateTime')}</Fact>
      <Fact label={t('facts.payment')}>
        <PaymentStatusBadge status={order.paymentStatus} />
      </Fact>
      <Fact label={t('facts.state')}>
        <ReceiptStateBadge state={receipt.state} />
      </Fact>
      {receipt.state === 'approved' && receipt.amountPaid !== null && (
        <Fact label={t('facts.amountPaid')}>{formatRupiah(receipt.amountPaid)}</Fact>
      )}
      {receipt.state === 'rejected' && receipt.reason && <Fact label={t('facts.reason')}>{receipt.reason}</Fact>}
      {receipt.reviewedAt && (
        <Fact label={t('facts.reviewed')}>
          {t('facts.reviewedBy', { date: formatDate(receipt.reviewedAt, 'dateTime'), name: receipt.reviewedBy ?? '—' })}
        </Fact>
      )}
    </dl>
  );
}
