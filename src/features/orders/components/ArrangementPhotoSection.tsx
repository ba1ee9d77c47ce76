import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangementPhoto, ArrangementPhotoState, CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { resolveImageSrc } from '@/lib/images/imageSource';
import { useArrangementPhotoUpload } from '../hooks/useArrangementPhotoUpload';
import { ARRANGEMENT_PHOTO_ACCEPT, arrangementPhotosOf } from '../model/doorstep';
import '@/entities/order/ui/statusBadge.css';
import './ArrangementPhotoSection.css';

const TONES: Record<ArrangementPhotoState, string> = {
  pending: 'yellow',
  approved: 'green',
  change_requested: 'red',
  auto_approved: 'blue',
};

/** The customer's answer to a photo as a badge: waiting, approved, a change with its note, approved automatically. */
export function ArrangementAnswerBadge({ photo }: { photo: Pick<ArrangementPhoto, 'state' | 'note'> }) {
  const { t } = useTranslation('orders');
  const note = photo.note?.trim();
  const text =
    photo.state === 'change_requested'
      ? note
        ? t('doorstep.state.change_requested', { note })
        : t('doorstep.state.changeRequestedWithoutNote')
      : t(`doorstep.state.${photo.state}`);
  return (
    <span className={`status-badge status-badge--${TONES[photo.state] ?? 'grey'} arrangement-photo__state`}>
      {text}
    </span>
  );
}

/** The newest photo, its answer and its times. */
function NewestPhoto({ orderId, photo }: { orderId: number; photo: ArrangementPhoto }) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const src = resolveImageSrc(photo.imageUrl);
  return (
    <figure className="arrangement-photo">
      {src ? (
        <img src={src} alt={t('doorstep.photoAlt', { id: orderId })} className="arrangement-photo__img" />
      ) : (
        <div className="arrangement-photo__img arrangement-photo__img--none">
          <i className="bi bi-image fs-2" aria-hidden="true" />
        </div>
      )}
      <figcaption className="arrangement-photo__caption">
        <ArrangementAnswerBadge photo={photo} />
        <span>{t('doorstep.takenAt', { date: formatDate(photo.takenAt, 'dateTime') })}</span>
        {photo.state === 'pending' && (
          <span className="text-body-secondary">
            {t('doorstep.answerDueAt', { date: formatDate(photo.answerDueAt, 'dateTime') })}
          </span>
        )}
        {photo.state !== 'pending' && photo.answeredAt && (
          <span className="text-body-secondary">
            {t('doorstep.answeredAt', { date: formatDate(photo.answeredAt, 'dateTime') })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

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

function ArrangementPhotos({ orderId, photos }: { orderId: number; photos: readonly ArrangementPhoto[] }) {
  const { t } = useTranslation('orders');
  const upload = useArrangementPhotoUpload(orderId);
  const headingId = useId();
  const hintId = useId();
  const newest = photos[0];
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
        : newest
          ? t('doorstep.sendNew')
          : t('doorstep.send');
  return (
    <section className="order-details__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="order-details__heading">
        <i className="bi bi-camera me-2" aria-hidden="true" />
        {t('doorstep.photoTitle')}
      </h3>
      <div className="arrangement-photo__body">
        {newest ? (
          <NewestPhoto orderId={orderId} photo={newest} />
        ) : (
          <p className="small text-body-secondary mb-0">{t('doorstep.noPhoto')}</p>
        )}
        <UploadStatus upload={upload} />
        {upload.phase !== 'unsupported' && (
          <div className="arrangement-photo__send">
            <label className={`btn btn-primary ${upload.busy ? 'disabled' : ''}`}>
              {upload.busy ? (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-camera me-1" aria-hidden="true" />
              )}
              {label}
              <input
                type="file"
                accept={ARRANGEMENT_PHOTO_ACCEPT}
                capture="environment"
                className="visually-hidden"
                aria-describedby={hintId}
                onChange={onPick}
                disabled={upload.busy}
              />
            </label>
            <span id={hintId} className="small text-body-secondary">
              {t('doorstep.hint')}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * 'Foto rangkaian' (proposed, tag Doorstep): the newest photo of the finished arrangement with the customer's answer,
 * and the button to take or choose a photo and send it. Only on a backend that sends the order's `arrangementPhotos`,
 * and not for a pickup or a cancelled order; a 404/501 on sending says the server does not take it yet.
 */
export function ArrangementPhotoSection({ order }: { order: CustomerOrder }) {
  const photos = arrangementPhotosOf(order);
  if (!photos) return null;
  return <ArrangementPhotos key={order.orderID} orderId={order.orderID} photos={photos} />;
}
