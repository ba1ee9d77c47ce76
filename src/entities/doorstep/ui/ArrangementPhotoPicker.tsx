import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARRANGEMENT_PHOTO_ACCEPT } from '@/entities/order/model/doorstep';
import { useArrangementPhotoUpload } from '../useArrangementPhotoUpload';
import './ArrangementPhotoSection.css';

/** What the upload says: sending, sent, refused, failed (with the server's words and a retry), not offered. */
function UploadStatus({ upload }: { upload: ReturnType<typeof useArrangementPhotoUpload> }) {
  const { t } = useTranslation('orders');
  switch (upload.phase) {
    case 'sent':
      return (
        <p className="small text-success mb-0" role="status">
          <i className="bi bi-check-circle me-1" aria-hidden="true" />
          {t('doorstep.sent')}
        </p>
      );
    case 'refused':
      return (
        <p className="small text-danger mb-0" role="alert">
          {t(`doorstep.problem.${upload.problem ?? 'type'}`)}
        </p>
      );
    case 'failed':
      return (
        <div className="small text-danger" role="alert">
          <p className="mb-1">{t('doorstep.failed')}</p>
          {upload.serverError && <p className="mb-1">{upload.serverError}</p>}
          {upload.canRetry && (
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void upload.retry()}>
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              {t('doorstep.retry')}
            </button>
          )}
        </div>
      );
    case 'unsupported':
      return (
        <div className="small arrangement-photo__unsupported" role="status">
          <i className="bi bi-cloud-slash me-2 text-body-secondary" aria-hidden="true" />
          <div>
            <strong className="d-block">{t('doorstep.unsupportedTitle')}</strong>
            {t('doorstep.unsupportedText')}
          </div>
        </div>
      );
    default:
      return null;
  }
}

interface Props {
  orderId: number;
  /** The order has a photo already: the button sends a new one. */
  hasPhoto: boolean;
  /** On a board card: a small button named for its order, without the hint. */
  compact?: boolean;
}

/**
 * Take or choose the photo of the finished arrangement and send it (uploadArrangementPhoto, proposed), with what
 * the upload says; in the order details and on the board's cards.
 */
export function ArrangementPhotoPicker({ orderId, hasPhoto, compact = false }: Props) {
  const { t } = useTranslation('orders');
  const upload = useArrangementPhotoUpload(orderId);
  const hintId = useId();
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void upload.choose(file);
  };
  const label =
    upload.phase === 'preparing'
      ? t('doorstep.preparing')
      : upload.phase === 'sending'
        ? t('doorstep.sending')
        : hasPhoto
          ? t('doorstep.sendNew')
          : t('doorstep.send');
  return (
    <>
      <UploadStatus upload={upload} />
      {upload.phase !== 'unsupported' && (
        <div className="arrangement-photo__send">
          <label
            className={`btn ${compact ? 'btn-sm btn-outline-primary' : 'btn-primary'} ${upload.busy ? 'disabled' : ''}`}
          >
            {upload.busy ? (
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-camera me-1" aria-hidden="true" />
            )}
            {label}
            {compact && (
              <>
                {' '}
                <span className="visually-hidden">{t('board.card.forOrder', { id: orderId })}</span>
              </>
            )}
            <input
              type="file"
              accept={ARRANGEMENT_PHOTO_ACCEPT}
              capture="environment"
              className="visually-hidden"
              aria-describedby={compact ? undefined : hintId}
              onChange={onPick}
              disabled={upload.busy}
            />
          </label>
          {!compact && (
            <span id={hintId} className="small text-body-secondary">
              {t('doorstep.hint')}
            </span>
          )}
        </div>
      )}
    </>
  );
}
