import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { ProofImage } from './ProofImage';
import { ProofReviewForm } from './ProofReviewForm';
import { ProofTotals } from './ProofTotals';
import './PaymentProofs.css';

interface Props {
  /** The proof shown; undefined = closed. */
  proof: PaymentProof | undefined;
  onHide(): void;
}

/**
 * One payment proof, large: the picture beside what the order owes (total, fee, grand total, deposit and its
 * deadline) and, while it waits, the review form. A modal dialog: focus moves into it, stays there and returns
 * to the button that opened it; Escape closes it. It may open over another dialog (the order details).
 */
export function ProofLightbox({ proof, onHide }: Props) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      show={Boolean(proof)}
      onHide={onHide}
      size="xl"
      centered
      scrollable
      aria-labelledby="proof-lightbox-title"
      className="proof-lightbox"
      backdropClassName="proof-lightbox__backdrop"
    >
      {proof && (
        <>
          <Modal.Header closeButton closeLabel={t('lightbox.close')}>
            <Modal.Title id="proof-lightbox-title" as="h2" className="h5">
              {t('lightbox.title', { id: proof.orderID })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="proof-lightbox__grid">
              <ProofImage orderId={proof.orderID} proofId={proof.proofID} />
              <div className="proof-lightbox__side">
                <ProofTotals proof={proof} />
                {proof.state === 'pending' && <ProofReviewForm key={proof.proofID} proof={proof} onDone={onHide} />}
              </div>
            </div>
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}
