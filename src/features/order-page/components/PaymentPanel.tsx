import { useTranslation } from 'react-i18next';
import type { PaymentOptions, PublicOrder } from '@/api/generated/shopApi';
import { toPaymentStatus } from '@/entities/order/model/orderStatus';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { PaymentInstructions } from '@/lib/shop/paymentInstructions';
import { OPTIONS_FAILED } from '../hooks/useGatewayOptions';
import { paymentDue } from '../model/progressSteps';
import { CopyButton } from './CopyButton';
import { DepositDeadline } from './DepositDeadline';
import { GatewayPaymentPanel } from './GatewayPaymentPanel';
import { PaymentInstructionsView } from './PaymentInstructionsView';
import { ReceiptList } from './ReceiptList';
import { ReceiptUpload } from './ReceiptUpload';
import './PaymentPanel.css';

interface Props {
  order: PublicOrder;
  token: string;
  /** How to pay the shop (the page reads them): null when the shop names no way to pay. */
  instructions: PaymentInstructions | null;
  /**
   * The shop's payments by gateway (proposed), null (the page without a gateway) or `OPTIONS_FAILED` (they could not
   * be read: the gateway's card, with the failure and its retry in place of 'Bayar sekarang').
   */
  gateway?: PaymentOptions | null | typeof OPTIONS_FAILED;
}

/**
 * The payment: with the shop's gateway, what is paid and 'Bayar sekarang' (GatewayPaymentPanel); without it, as the
 * page is without one (paid, or what to pay now, how, and the receipts).
 */
export function PaymentPanel({ gateway = null, ...props }: Props) {
  if (gateway === OPTIONS_FAILED) return <GatewayPaymentPanel {...props} options={null} />;
  return gateway ? <GatewayPaymentPanel {...props} options={gateway} /> : <ManualPaymentPanel {...props} />;
}

/** Paid ('Lunas'), or what to pay now, how, and the receipts; nothing to pay for a cancelled order. */
function ManualPaymentPanel({ order, token, instructions }: Omit<Props, 'gateway'>) {
  const { t } = useTranslation('orderPage');
  const paid = toPaymentStatus(order.paymentStatus) === 'Paid';
  const due = paymentDue(order);
  if (!paid && !due && order.proofs.length === 0) return null;
  return (
    <section className="order-page-card order-page-pay" aria-labelledby="order-page-pay-title">
      <h2 className="order-page-card__title" id="order-page-pay-title">
        {t('payment.title')}
      </h2>
      {paid && (
        <div className="order-page-paid" role="status">
          <span className="order-page-paid__badge">
            <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
            {t('payment.paid')}
          </span>
          {order.amountPaid > 0 && (
            <span className="order-page-paid__amount">
              {t('payment.paidAmount', { amount: formatRupiah(order.amountPaid) })}
            </span>
          )}
          <p className="order-page-paid__thanks">{t('payment.paidThanks')}</p>
        </div>
      )}
      {due && (
        <>
          <div className="order-page-deposit">
            <p className="order-page-deposit__label">{t('payment.deposit')}</p>
            <p className="order-page-deposit__amount">
              <span>{formatRupiah(order.depositAmount)}</span>
              <CopyButton value={String(order.depositAmount)} what={t('payment.amount')} />
            </p>
            {order.grandTotal > order.depositAmount && (
              <p className="order-page-deposit__hint">
                {t('payment.depositHint', { rest: formatRupiah(order.grandTotal - order.depositAmount) })}
              </p>
            )}
          </div>
          <DepositDeadline dueAt={order.depositDueAt} />
          {instructions && <PaymentInstructionsView instructions={instructions} />}
          {instructions === null && <p className="order-page-pay__note">{t('payment.noInstructions')}</p>}
          <ReceiptUpload orderId={order.orderID} token={token} />
        </>
      )}
      <ReceiptList receipts={order.proofs} />
    </section>
  );
}
