import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangementPhoto, ArrangementPhotoState, CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { arrangementPhotosOf } from '@/entities/order/model/doorstep';
import { resolveImageSrc } from '@/lib/images/imageSource';
import { ArrangementPhotoPicker } from './ArrangementPhotoPicker';
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

function ArrangementPhotos({ orderId, photos }: { orderId: number; photos: readonly ArrangementPhoto[] }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const newest = photos[0];
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
        <ArrangementPhotoPicker orderId={orderId} hasPhoto={Boolean(newest)} />
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
