import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';

/** Placeholders in the page's shape: the steps, then two cards. */
function OrderPageSkeleton() {
  return (
    <div className="order-page-skeleton placeholder-glow">
      <span className="placeholder col-12 order-page-skeleton__steps" />
      <span className="placeholder col-12 order-page-skeleton__card" />
      <span className="placeholder col-12 order-page-skeleton__card" />
    </div>
  );
}

/** While the order (or the page's texts) is on its way; without texts yet, the placeholders alone. */
export function OrderPageLoading({ withLabel = true }: { withLabel?: boolean }) {
  const { t } = useTranslation('orderPage');
  if (!withLabel) {
    return (
      <div aria-busy="true">
        <OrderPageSkeleton />
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <LoadingState label={t('loading')} skeleton={<OrderPageSkeleton />} />
    </div>
  );
}

/** No such order for this link (unknown order, wrong or missing token, or a backend without the page). */
export function OrderPageNotFound() {
  const { t } = useTranslation('orderPage');
  return (
    <section className="order-page-card order-page-empty" aria-labelledby="order-page-not-found-title">
      <i className="bi bi-search order-page-empty__icon" aria-hidden="true" />
      <h2 className="order-page-empty__title" id="order-page-not-found-title">
        {t('notFound.title')}
      </h2>
      <p className="order-page-empty__text">{t('notFound.text')}</p>
      <Link to="/public/home" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/** Any other failure: the message and a retry. */
export function OrderPageError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation('orderPage');
  return (
    <ErrorState
      message={t('error.message')}
      note={t('error.note')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
