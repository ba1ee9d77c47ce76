import { useTranslation } from 'react-i18next';
import type { RefundTask } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { usePaymentMethodName } from '@/entities/order/ui/usePaymentMethodName';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { providerName } from '@/lib/payments/paymentMethods';
import { remainingOf } from '../model/refundTasks';
import { AttentionBadge } from './AttentionBadge';
import '@/entities/order/ui/statusBadge.css';

interface Props {
  task: RefundTask;
  onRefund(task: RefundTask): void;
}

/**
 * One refund task: the order and its customer, why the money is to go back, the method and the gateway's reference,
 * the money, what is returned already and what is left, its state ('Terbuka' / 'Selesai'), and, while open,
 * 'Kembalikan dana'.
 */
export function RefundTaskCard({ task, onRefund }: Props) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const methodName = usePaymentMethodName();
  const titleId = `refund-task-${task.taskID}-title`;
  const open = task.state === 'open';
  const provider = providerName(task.provider);
  return (
    <article className="card receipt-card h-100" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h2 id={titleId} className="h6 mb-0">
            {t('card.order', { id: task.orderID })}
          </h2>
          <span className={`status-badge status-badge--${open ? 'yellow' : 'green'}`}>
            {t(`refunds.state.${task.state}`, { defaultValue: task.state })}
          </span>
        </div>
        <p className="mb-0 fw-semibold text-break">{task.customerName}</p>
        <div>
          <AttentionBadge cause={task.cause} />
        </div>
        <dl className="receipt-card__facts small mb-0">
          <div>
            <dt>{t('gateway.method')}</dt>
            <dd>{t('gateway.methodWithProvider', { method: methodName(task.method), provider })}</dd>
          </div>
          <div>
            <dt>{t('gateway.reference')}</dt>
            <dd className="text-break">{task.reference}</dd>
          </div>
          <div>
            <dt>{t('refunds.amount')}</dt>
            <dd>{formatRupiah(task.amount)}</dd>
          </div>
          <div>
            <dt>{t('refunds.refunded')}</dt>
            <dd>{formatRupiah(task.refunded)}</dd>
          </div>
          {open && (
            <div>
              <dt>{t('refunds.remaining')}</dt>
              <dd className="fw-semibold">{formatRupiah(remainingOf(task))}</dd>
            </div>
          )}
          <div>
            <dt>{t('refunds.createdAt')}</dt>
            <dd>{formatDate(task.createdAt, 'dateTime')}</dd>
          </div>
          {task.doneAt && (
            <div>
              <dt>{t('refunds.doneAt')}</dt>
              <dd>{formatDate(task.doneAt, 'dateTime')}</dd>
            </div>
          )}
        </dl>
        {open && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm mt-auto align-self-start"
            onClick={() => onRefund(task)}
            aria-label={t('refunds.openLabel', { id: task.orderID, reference: task.reference })}
          >
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            {t('refunds.open')}
          </button>
        )}
      </div>
    </article>
  );
}
