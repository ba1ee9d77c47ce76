import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import { useGetPaymentProofImageQuery } from '../api';

interface Props {
  orderId: number;
  proofId: number;
}

/**
 * The receipt's picture, fetched with the staff's token (a receipt shows account numbers) and shown as a data URL
 * that passes the image-source policy; a spinner while it comes, a retry when it fails.
 */
export function ReceiptImage({ orderId, proofId }: Props) {
  const { t } = useTranslation('payments');
  const { data, isLoading, isError, isFetching, refetch } = useGetPaymentProofImageQuery({ id: orderId, proofId });
  const src = typeof data === 'string' ? safeImageSrc(data) : undefined;
  if (isLoading) {
    return (
      <div className="receipt-image receipt-image--state" role="status">
        <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
        {t('lightbox.imageLoading')}
      </div>
    );
  }
  if (isError || !src) {
    return (
      <div className="receipt-image receipt-image--state" role="alert">
        <i className="bi bi-image text-body-secondary fs-2 d-block mb-2" aria-hidden="true" />
        <p className="mb-2">{t('lightbox.imageError')}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          {t('lightbox.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="receipt-image">
      <img src={src} alt={t('lightbox.imageAlt', { id: orderId })} className="receipt-image__img" />
    </div>
  );
}
