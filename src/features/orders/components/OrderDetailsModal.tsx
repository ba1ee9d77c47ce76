import { memo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { showAlert } from '@/components/feedback/dialogs';
import { ArrangementPhotoSection } from '@/entities/doorstep/ui/ArrangementPhotoSection';
import { OrderStatusBadge } from '@/entities/order/ui/OrderStatusBadge';
import { PaidViaTag } from '@/entities/order/ui/PaidViaTag';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { SendWhatsAppButton } from '@/entities/order/ui/SendWhatsAppButton';
import { OrderPaymentReceipts } from '@/entities/payment/ui/OrderPaymentReceipts';
import { DriverAssignmentSection } from './DriverAssignmentSection';
import {
  BoardFacts,
  CustomerFacts,
  DeliveryFacts,
  DeliveryProofFacts,
  ProductFacts,
  TimelineFacts,
} from './OrderDetailsSections';
import { OrderHistorySection } from './OrderHistorySection';
import './OrderDetailsModal.css';

interface Props {
  /** The order shown; undefined = closed. Pass it from the loaded list, so a status change shows here too. */
  order: CustomerOrder | undefined;
  onHide(): void;
}

/**
 * The details popup: status and payment, customer (with the card's words and the instructions), product, a bunga
 * papan's text (proposed), delivery (when present), timeline, the arrangement photo and the proof of delivery
 * (proposed, on a backend that sends them), the payment receipts sent (on a backend that takes them) and 'Riwayat',
 * the order's timeline (on a backend that keeps one); how the order was paid beside its payment badge (proposed);
 * 'Edit Order' only says 'Edit order functionality will be implemented here.'; 'Close'.
 */
export const OrderDetailsModal = memo(function OrderDetailsModal({ order, onHide }: Props) {
  const { t } = useTranslation('orders');
  // While the info popup is open the modal lets focus go to it.
  const [infoOpen, setInfoOpen] = useState(false);
  const showEditInfo = async () => {
    setInfoOpen(true);
    await showAlert({
      icon: 'info',
      title: t('details.editInfoTitle'),
      text: t('details.editInfo'),
      confirmText: t('details.ok'),
    });
    setInfoOpen(false);
  };
  return (
    <Modal
      show={Boolean(order)}
      onHide={onHide}
      size="lg"
      centered
      scrollable
      aria-labelledby="order-details-title"
      enforceFocus={!infoOpen}
    >
      {order && (
        <>
          <Modal.Header closeButton closeLabel={t('details.close')}>
            <Modal.Title id="order-details-title" as="h2" className="h5">
              {t('details.title', { id: order.orderID })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="order-details">
            <div className="order-details__statuses">
              <span>
                <span className="order-details__status-label">{t('details.status')}</span>
                <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
              </span>
              <span>
                <span className="order-details__status-label">{t('details.payment')}</span>
                <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
                <PaidViaTag paidVia={order.paidVia} />
              </span>
            </div>
            <div className="order-details__grid">
              <CustomerFacts order={order} />
              <DeliveryFacts order={order} />
            </div>
            <ProductFacts order={order} />
            <BoardFacts order={order} />
            <TimelineFacts order={order} />
            <DriverAssignmentSection order={order} />
            <ArrangementPhotoSection order={order} />
            <DeliveryProofFacts order={order} />
            <OrderPaymentReceipts
              orderId={order.orderID}
              className="order-details__section"
              headingClassName="order-details__heading"
            />
            <OrderHistorySection orderId={order.orderID} />
          </Modal.Body>
          <Modal.Footer>
            <SendWhatsAppButton order={order} className="me-auto" />
            <button type="button" className="btn btn-outline-primary" onClick={() => void showEditInfo()}>
              <i className="bi bi-pencil me-1" aria-hidden="true" />
              {t('details.editOrder')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onHide}>
              {t('details.close')}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
});
