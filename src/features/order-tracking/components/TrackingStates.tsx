import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';

/** Placeholders in the page's shape: the steps, then two cards. */
function TrackingSkeleton() {
  return (
    <div className="tracking-skeleton placeholder-glow">
      <span className="placeholder col-12 tracking-skeleton__steps" />
      <span className="placeholder col-12 tracking-skeleton__card" />
      <span className="placeholder col-12 tracking-skeleton__card" />
    </div>
  );
}

/** While the order (or the page's texts) is on its way; without texts yet, the placeholders alone. */
export function TrackingLoading({ withLabel = true }: { withLabel?: boolean }) {
  const { t } = useTranslation('tracking');
  if (!withLabel) {
    return (
      <div aria-busy="true">
        <TrackingSkeleton />
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <LoadingState label={t('loading')} skeleton={<TrackingSkeleton />} />
    </div>
  );
}

/** No such order for this link (unknown order, wrong or missing token, or a backend without the page). */
export function TrackingNotFound() {
  const { t } = useTranslation('tracking');
  return (
    <section className="tracking-card tracking-empty" aria-labelledby="tracking-not-found-title">
      <i className="bi bi-search tracking-empty__icon" aria-hidden="true" />
      <h2 className="tracking-empty__title" id="tracking-not-found-title">
        {t('notFound.title')}
      </h2>
      <p className="tracking-empty__text">{t('notFound.text')}</p>
      <Link to="/public/home" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/** Any other failure: the message and a retry. */
export function TrackingError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation('tracking');
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
