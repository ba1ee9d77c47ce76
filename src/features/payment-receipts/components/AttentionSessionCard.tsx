import { useTranslation } from 'react-i18next';
import type { StaffPaymentSession } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { usePaymentMethodName } from '@/entities/order/ui/usePaymentMethodName';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { providerName } from '@/lib/payments/paymentMethods';
import type { SessionDecision } from '../hooks/useResolveSession';
import { AttentionBadge } from './AttentionBadge';

interface Props {
  session: StaffPaymentSession;
  /** A decision on its way: both actions wait. */
  busy: boolean;
  onResolve(session: StaffPaymentSession, decision: SessionDecision): void;
}

/**
 * One gateway payment that needs a person: the order and its customer, the method and the gateway's reference, what
 * the session asked for against what the gateway reported, why it is flagged, and the two ways out: 'Terima' and
 * 'Kembalikan dana'.
 */
export function AttentionSessionCard({ session, busy, onResolve }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const methodName = usePaymentMethodName();
  const titleId = `session-${session.sessionID}-title`;
  const differs = session.paidAmount !== null && session.paidAmount !== session.amount;
  return (
    <article className="card receipt-card h-100" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 id={titleId} className="h6 mb-0">
            {t('card.order', { id: session.orderID })}
          </h2>
          {session.attention && <AttentionBadge cause={session.attention} />}
        </div>
        <p className="mb-0 fw-semibold text-break">{session.customerName}</p>
        {session.attention && (
          <p className="mb-0 small text-body-secondary">{t(`attentionHint.${session.attention}`)}</p>
        )}
        <dl className="receipt-card__facts small mb-0">
          <div>
            <dt>{t('gateway.method')}</dt>
            <dd>
              {t('gateway.methodWithProvider', {
                method: methodName(session.method),
                provider: providerName(session.provider),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('gateway.reference')}</dt>
            <dd className="text-break">{session.reference}</dd>
          </div>
          <div>
            <dt>{t('gateway.expected')}</dt>
            <dd>{formatRupiah(session.amount)}</dd>
          </div>
          <div>
            <dt>{t('gateway.received')}</dt>
            <dd className={differs ? 'fw-semibold text-danger-emphasis' : 'fw-semibold'}>
              {session.paidAmount === null ? '—' : formatRupiah(session.paidAmount)}
            </dd>
          </div>
          {session.paidAt && (
            <div>
              <dt>{t('gateway.paidAt')}</dt>
              <dd>{formatDate(session.paidAt, 'dateTime')}</dd>
            </div>
          )}
          <div>
            <dt>{t('gateway.orderPaid')}</dt>
            <dd>
              {t('gateway.ofTotal', {
                paid: formatRupiah(session.amountPaid),
                total: formatRupiah(session.grandTotal),
              })}
            </dd>
          </div>
        </dl>
        <div className="d-flex flex-wrap gap-2 mt-auto pt-1">
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={busy}
            onClick={() => onResolve(session, 'accept')}
            aria-label={t('gateway.acceptLabel', { id: session.orderID })}
          >
            <i className="bi bi-check2-circle me-1" aria-hidden="true" />
            {t('gateway.accept')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={busy}
            onClick={() => onResolve(session, 'refund')}
            aria-label={t('gateway.refundLabel', { id: session.orderID })}
          >
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            {t('gateway.refund')}
          </button>
        </div>
      </div>
    </article>
  );
}
