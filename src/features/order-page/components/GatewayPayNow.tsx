import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, PaymentOptions, PublicOrder } from '@/api/generated/shopApi';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { METHOD_NAMES } from '@/lib/payments/paymentMethods';
import type { PaymentInstructions } from '@/lib/shop/paymentInstructions';
import type { useGatewayPayment } from '../hooks/useGatewayPayment';
import { offeredGroups } from '../model/gateway';
import { DepositDeadline } from './DepositDeadline';
import { ManualTransfer } from './ManualTransfer';
import { PaymentSessionView } from './PaymentSessionView';

interface Props {
  order: PublicOrder;
  token: string;
  options: PaymentOptions;
  instructions: PaymentInstructions | null;
  pay: ReturnType<typeof useGatewayPayment>;
}

/**
 * 'Bayar sekarang': the deposit's deadline while it is open, what to pay ('DP' or 'Lunas', with what is left of it),
 * the methods the shop offers in their groups (and 'Transfer manual' when the shop still takes it), then the payment
 * chosen: its QR, virtual account or e-wallet link, or the manual transfer with the proof upload. The state of the
 * payment is one live status line, read out when it changes.
 */
export function GatewayPayNow({ order, token, options, instructions, pay }: Props) {
  const { t } = useTranslation('orderPage');
  const titleId = useId();
  const purposeName = useId();
  const groups = offeredGroups(options);
  const choice = pay.choices.find((each) => each.purpose === pay.purpose) ?? pay.choices[0];
  if (!choice) return null;
  const depositOpen = pay.choices.some((each) => each.purpose === 'deposit');
  const session = pay.checking ? null : pay.session;

  let status: React.ReactNode = null;
  if (pay.checking) {
    status = (
      <span className="order-page-gw__state order-page-gw__state--checking">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('gateway.checking')}
      </span>
    );
  } else if (pay.pendingMethod) {
    status = (
      <span className="order-page-gw__state order-page-gw__state--checking">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('gateway.creating')}
      </span>
    );
  } else if (session && session.status !== 'paid') {
    status = (
      <span className={`order-page-gw__state order-page-gw__state--${session.status}`}>
        {t(`gateway.state.${session.status}`)}
      </span>
    );
  }

  const methodButton = (method: PaymentMethod | 'manual', label: string) => {
    const chosen = method === 'manual' ? pay.manual : pay.chosenMethod === method;
    const sending = method !== 'manual' && pay.pendingMethod === method;
    return (
      <button
        key={method}
        type="button"
        className={`btn ${chosen ? 'btn-primary' : 'btn-outline-primary'} order-page-gw__method`}
        aria-pressed={chosen}
        onClick={() => (method === 'manual' ? pay.chooseManual() : pay.choose(method))}
      >
        {sending && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        {label}
      </button>
    );
  };

  return (
    <section className="order-page-gw" aria-labelledby={titleId}>
      <h3 className="order-page-gw__title" id={titleId}>
        {t('gateway.title')}
      </h3>
      {depositOpen && <DepositDeadline dueAt={order.depositDueAt} />}

      {pay.choices.length > 1 ? (
        <fieldset className="order-page-gw__purposes">
          <legend className="order-page-gw__legend">{t('gateway.purposeLegend')}</legend>
          <div className="order-page-gw__purpose-list">
            {pay.choices.map((each) => (
              <label
                key={each.purpose}
                className={`order-page-gw__purpose ${each.purpose === choice.purpose ? 'is-chosen' : ''}`}
              >
                <input
                  type="radio"
                  className="form-check-input"
                  name={purposeName}
                  value={each.purpose}
                  checked={each.purpose === choice.purpose}
                  onChange={() => pay.choosePurpose(each.purpose)}
                />
                <span className="order-page-gw__purpose-name">{t(`gateway.purpose.${each.purpose}`)}</span>
                <span className="order-page-gw__purpose-amount">{formatRupiah(each.amount)}</span>
                <span className="order-page-gw__purpose-hint">{t(`gateway.purposeHint.${each.purpose}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="order-page-gw__single">
          <span className="order-page-gw__legend">{t('gateway.balanceOnly')}</span>
          <span className="order-page-gw__purpose-amount">{formatRupiah(choice.amount)}</span>
        </p>
      )}

      <fieldset className="order-page-gw__methods">
        <legend className="order-page-gw__legend">{t('gateway.methodLegend')}</legend>
        {groups.map((group) => (
          <fieldset key={group.kind} className="order-page-gw__group">
            <legend className="order-page-gw__group-title">{t(`gateway.group.${group.kind}`)}</legend>
            <div className="order-page-gw__buttons">
              {group.methods.map((method) => methodButton(method, METHOD_NAMES[method]))}
            </div>
          </fieldset>
        ))}
        {options.manualTransfer && (
          <div className="order-page-gw__group order-page-gw__group--manual">
            <div className="order-page-gw__buttons">{methodButton('manual', t('gateway.manual'))}</div>
          </div>
        )}
      </fieldset>

      {pay.failure && (
        <div className="alert alert-danger order-page-gw__alert" role="alert">
          <p className="mb-0">{t(`gateway.errors.${pay.failure.kind === 'refused' ? pay.failure.code : 'failed'}`)}</p>
          {pay.failure.kind === 'failed' && (
            <button type="button" className="btn btn-outline-danger btn-sm mt-2" onClick={pay.retry}>
              {t('gateway.errors.retry')}
            </button>
          )}
        </div>
      )}

      <div className="order-page-gw__current">
        <p className="order-page-gw__status" role="status" aria-label={t('gateway.statusLabel')}>
          {status}
        </p>
        {pay.checkFailed && (pay.checking || session) && (
          <p className="order-page-gw__hint text-danger" role="alert">
            {t('gateway.checkFailed.message')}{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={pay.recheck}
              disabled={pay.rechecking}
            >
              {t('gateway.checkFailed.retry')}
            </button>
          </p>
        )}
        {pay.checking && <p className="order-page-gw__hint">{t('gateway.checkingHint')}</p>}
        {session && (
          <PaymentSessionView
            session={session}
            onRenew={pay.renew}
            renewing={pay.pendingMethod !== null}
            onExpired={pay.expired}
          />
        )}
        {pay.manual && (
          <ManualTransfer
            order={order}
            token={token}
            purpose={choice.purpose}
            amount={choice.amount}
            instructions={instructions}
          />
        )}
        {!session && !pay.manual && !pay.checking && !pay.pendingMethod && !pay.failure && (
          <p className="order-page-gw__hint">{t('gateway.chooseHint')}</p>
        )}
      </div>
    </section>
  );
}
