import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaymentOptions, PaymentSession, PublicOrder } from '@/api/generated/shopApi';
import { useShopNow } from '@/components/clock/useShopNow';
import { ErrorState } from '@/components/feedback/ErrorState';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { PaymentInstructions } from '@/lib/shop/paymentInstructions';
import { useGatewayOptionsRetry } from '../hooks/useGatewayOptions';
import { useGatewayPayment } from '../hooks/useGatewayPayment';
import { useMethodLabel } from '../hooks/useMethodLabel';
import { gatewayReturnOf, leftToPay, newestPaid, paidState, RETURN_PARAMS } from '../model/gateway';
import { sessionTimeText } from '../model/sessionTime';
import { GatewayPayNow } from './GatewayPayNow';
import { ReceiptList } from './ReceiptList';
import './GatewayPayment.css';

interface Props {
  order: PublicOrder;
  token: string;
  /** null: the options could not be read (a failure, not a backend without them). */
  options: PaymentOptions | null;
  instructions: PaymentInstructions | null;
}

/**
 * The payment card when the shop takes payments through its gateway: what is paid ('DP diterima', 'Lunas', with
 * when and how, in a live region that says it the moment the gateway reports it), 'Bayar sekarang' while something
 * is left to pay (or, when the payment options failed to load, that failure with a retry), and the proofs already
 * sent.
 */
export function GatewayPaymentPanel({ order, token, options, instructions }: Props) {
  const { t } = useTranslation('orderPage');
  const [search, setSearch] = useSearchParams();
  const [back] = useState(() => gatewayReturnOf(search));
  const pay = useGatewayPayment(order, token, back);

  // The check after a return is over: the gateway's parameters leave the address (a reload asks nothing again);
  // the rest of it (the token) stays.
  const returnInAddress = RETURN_PARAMS.some((name) => search.has(name));
  useEffect(() => {
    if (!pay.checkDone || !returnInAddress) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [pay.checkDone, returnInAddress, setSearch]);

  const sessions = [...(order.paymentSessions ?? []), ...(pay.livePaid ? [pay.livePaid] : [])];
  const paid = paidState(order, sessions);
  const due = leftToPay(order) && paid !== 'full';
  if (!paid && !due && order.proofs.length === 0) return null;
  return (
    <section className="order-page-card order-page-pay" aria-labelledby="order-page-pay-title">
      <h2 className="order-page-card__title" id="order-page-pay-title">
        {t('payment.title')}
      </h2>
      <div className="order-page-pay__live" role="status">
        {paid && <PaidSummary order={order} state={paid} sessions={sessions} restBelow={due} />}
      </div>
      {due && options && (
        <GatewayPayNow order={order} token={token} options={options} instructions={instructions} pay={pay} />
      )}
      {due && !options && <OptionsError />}
      <ReceiptList receipts={order.proofs} />
    </section>
  );
}

/** The payment options could not be read: said in place of 'Bayar sekarang', with a retry. */
function OptionsError() {
  const { t } = useTranslation('orderPage');
  const { retry, retrying } = useGatewayOptionsRetry();
  return (
    <ErrorState
      message={t('gateway.optionsError.message')}
      note={t('gateway.optionsError.note')}
      retryLabel={t('gateway.optionsError.retry')}
      onRetry={retry}
      retrying={retrying}
    />
  );
}

/** 'Lunas' or 'DP diterima', green: what is paid, and when and how the gateway's last payment came. */
function PaidSummary({
  order,
  state,
  sessions,
  restBelow,
}: {
  order: PublicOrder;
  state: 'full' | 'deposit';
  sessions: PaymentSession[];
  /** 'Bayar sekarang' follows, for the rest. */
  restBelow: boolean;
}) {
  const { t, i18n } = useTranslation('orderPage');
  const methodLabel = useMethodLabel();
  const now = useShopNow(60_000);
  const last = newestPaid(sessions);
  const amount = order.amountPaid > 0 ? order.amountPaid : (last?.paidAmount ?? last?.amount ?? 0);
  return (
    <div className="order-page-paid">
      <span className="order-page-paid__badge">
        <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
        {t(state === 'full' ? 'gateway.state.paidFull' : 'gateway.state.paidDeposit')}
      </span>
      {amount > 0 && (
        <span className="order-page-paid__amount">{t('payment.paidAmount', { amount: formatRupiah(amount) })}</span>
      )}
      {last?.paidAt && (
        <p className="order-page-paid__when">
          <time dateTime={last.paidAt}>
            {t('gateway.paidAt', {
              date: sessionTimeText(last.paidAt, now, i18n.language),
              method: methodLabel(last.method),
            })}
          </time>
        </p>
      )}
      {last?.status === 'paid_late' && <p className="order-page-paid__late">{t('gateway.state.paid_late')}</p>}
      {(state === 'full' || restBelow) && (
        <p className="order-page-paid__thanks">
          {state === 'full'
            ? t('payment.paidThanks')
            : t('gateway.paidRest', { rest: formatRupiah(Math.max(0, order.grandTotal - amount)) })}
        </p>
      )}
    </div>
  );
}
