import { useTranslation } from 'react-i18next';
import type { PaymentPurpose, PublicOrder } from '@/api/generated/shopApi';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { PaymentInstructions } from '@/lib/shop/paymentInstructions';
import { CopyButton } from './CopyButton';
import { PaymentInstructionsView } from './PaymentInstructionsView';
import { ReceiptUpload } from './ReceiptUpload';

interface Props {
  order: PublicOrder;
  token: string;
  purpose: PaymentPurpose;
  /** What is left for the purpose (display only). */
  amount: number;
  instructions: PaymentInstructions | null;
}

/**
 * 'Transfer manual' beside the gateway: the page's own way to pay (the amount with its copy button, the shop's
 * account and QRIS picture, the proof upload), for the deposit or the balance chosen above.
 */
export function ManualTransfer({ order, token, purpose, amount, instructions }: Props) {
  const { t } = useTranslation('orderPage');
  const wholeDeposit = purpose === 'deposit' && order.amountPaid <= 0;
  return (
    <div className="order-page-gw__manual">
      <div className="order-page-deposit">
        <p className="order-page-deposit__label">{t(wholeDeposit ? 'payment.deposit' : 'gateway.manualAmount')}</p>
        <p className="order-page-deposit__amount">
          <span>{formatRupiah(amount)}</span>
          <CopyButton value={String(amount)} what={t(wholeDeposit ? 'payment.amount' : 'gateway.manualAmountWhat')} />
        </p>
        {wholeDeposit && order.grandTotal > order.depositAmount && (
          <p className="order-page-deposit__hint">
            {t('payment.depositHint', { rest: formatRupiah(order.grandTotal - order.depositAmount) })}
          </p>
        )}
      </div>
      {instructions && <PaymentInstructionsView instructions={instructions} />}
      {instructions === null && <p className="order-page-pay__note">{t('payment.noInstructions')}</p>}
      <ReceiptUpload orderId={order.orderID} token={token} />
    </div>
  );
}
