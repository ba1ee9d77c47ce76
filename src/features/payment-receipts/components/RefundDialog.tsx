import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { RefundTask } from '@/api/generated/shopApi';
import { usePaymentMethodName } from '@/entities/order/ui/usePaymentMethodName';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { providerName } from '@/lib/payments/paymentMethods';
import { remainingOf } from '../model/refundTasks';
import { RefundForm } from './RefundForm';

interface Props {
  /** The task whose money is returned; undefined = closed. */
  task: RefundTask | undefined;
  /** Counts the dialog's openings: each one is a new form with a new Idempotency-Key. */
  opening: number;
  onHide(): void;
  onRefused(): void;
}

/**
 * 'Kembalikan dana pesanan #N': what the task is about (customer, method, reference, the money and what is returned
 * already) above the refund form. A modal dialog labelled by its title; Escape and the close button close it.
 */
export function RefundDialog({ task, opening, onHide, onRefused }: Props) {
  const { t } = useTranslation('payments');
  const methodName = usePaymentMethodName();
  const provider = task ? providerName(task.provider) : '';
  return (
    <Modal show={Boolean(task)} onHide={onHide} centered scrollable aria-labelledby="refund-dialog-title">
      {task && (
        <>
          <Modal.Header closeButton closeLabel={t('lightbox.close')}>
            <Modal.Title id="refund-dialog-title" as="h2" className="h5">
              {t('refund.title', { id: task.orderID })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <dl className="receipt-card__facts small mb-3">
              <div>
                <dt>{t('facts.customer')}</dt>
                <dd className="text-break">{task.customerName}</dd>
              </div>
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
              <div>
                <dt>{t('refunds.remaining')}</dt>
                <dd className="fw-semibold">{formatRupiah(remainingOf(task))}</dd>
              </div>
            </dl>
            <RefundForm key={opening} task={task} providerName={provider} onDone={onHide} onRefused={onRefused} />
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}
