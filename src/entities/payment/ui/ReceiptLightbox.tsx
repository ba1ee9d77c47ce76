import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { ReceiptImage } from './ReceiptImage';
import { ReceiptReviewForm } from './ReceiptReviewForm';
import { ReceiptTotals } from './ReceiptTotals';
import './PaymentReceipts.css';

interface Props {
  /** The receipt shown; undefined = closed. */
  receipt: PaymentProof | undefined;
  onHide(): void;
}

/**
 * One payment receipt, large: the picture beside what the order owes (total, fee, grand total, deposit and its
 * deadline) and, while it waits, the review form. A modal dialog: focus moves into it, stays there and returns
 * to the button that opened it; Escape closes it. It may open over another dialog (the order details).
 */
export function ReceiptLightbox({ receipt, onHide }: Props) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      show={Boolean(receipt)}
      onHide={onHide}
      size="xl"
      centered
      scrollable
      aria-labelledby="receipt-lightbox-title"
      className="receipt-lightbox"
      backdropClassName="receipt-lightbox__backdrop"
    >
      {receipt && (
        <>
          <Modal.Header closeButton closeLabel={t('lightbox.close')}>
            <Modal.Title id="receipt-lightbox-title" as="h2" className="h5">
              {t('lightbox.title', { id: receipt.orderID })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="receipt-lightbox__grid">
              <ReceiptImage orderId={receipt.orderID} proofId={receipt.proofID} />
              <div className="receipt-lightbox__side">
                <ReceiptTotals receipt={receipt} />
                {receipt.state === 'pending' && (
                  <ReceiptReviewForm key={receipt.proofID} receipt={receipt} onDone={onHide} />
                )}
              </div>
            </div>
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}
