import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePendingReceipts } from '@/entities/payment/usePendingReceipts';
import { InboxReceipts } from '../components/InboxReceipts';
import { NotificationContent } from '../components/NotificationContent';
import { useLateNotifications } from '../hooks/useLateNotifications';
import '@/components/layout/backOffice.css';
import '../components/NotificationsDropdown.css';
import './InboxPage.css';

/**
 * /apps/mailbox (the user menu's 'Inbox'): every notification the
 * header's bell shows — today's late deliveries, each opening the order in
 * Order Management, and the payment receipts waiting for review, each opening
 * for review in the receipt queue (not shown on a backend without receipts).
 */
export function InboxPage() {
  const { t } = useTranslation(['shell', 'routes']);
  const { count, notifications, isLoading, isError, refetch } = useLateNotifications();
  const receipts = usePendingReceipts();
  const refetchReceipts = receipts.refetch;
  const refresh = () => {
    void refetch();
    if (receipts.status !== 'loading') void refetchReceipts();
  };
  return (
    <div className="bo-page inbox-page">
      <PageHeader
        title={t('routes:mailbox')}
        subtitle={t(receipts.status === 'unsupported' ? 'inbox.subtitle' : 'inbox.subtitleWithReceipts')}
        actions={
          <button type="button" className="btn btn-outline-primary" onClick={refresh} disabled={isLoading}>
            <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            {t('inbox.refresh')}
          </button>
        }
      />
      <section className="card border-0 shadow-sm" aria-labelledby="inbox-title">
        <div className="card-header bg-transparent d-flex align-items-center justify-content-between gap-2 py-3 px-3 px-sm-4">
          <h2 id="inbox-title" className="h6 mb-0">
            {t('notifications.title')}
          </h2>
          {!isLoading && !isError && (
            <span className="badge rounded-pill text-bg-danger">{t('inbox.total', { count })}</span>
          )}
        </div>
        {isLoading && <LoadingState label={t('notifications.loading')} className="m-4" />}
        {isError && (
          <ErrorState
            message={t('notifications.error')}
            retryLabel={t('notifications.retry')}
            onRetry={() => void refetch()}
            className="m-3 m-sm-4"
          />
        )}
        {!isLoading && !isError && notifications.length === 0 && (
          <EmptyState icon="bi-check2-circle" text={t('notifications.empty')} className="py-5" />
        )}
        {notifications.length > 0 && (
          <ul className="list-unstyled mb-0 inbox-page__list">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notification.to}
                  className="notifications__item inbox-page__item d-flex gap-3 px-3 px-sm-4 py-3"
                >
                  <NotificationContent {...notification} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="card-footer bg-transparent text-center py-2">
          <Link to="/app/orders" className="small fw-semibold">
            {t('notifications.viewAll')}
          </Link>
        </div>
      </section>
      <InboxReceipts
        status={receipts.status}
        receipts={receipts.receipts}
        onRetry={() => void refetchReceipts()}
        retrying={receipts.isFetching}
      />
    </div>
  );
}

export { InboxPage as Component };
