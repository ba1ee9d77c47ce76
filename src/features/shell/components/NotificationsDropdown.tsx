import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountBadge, shownCount } from '@/components/badges/CountBadge';
import { usePendingReceiptCount } from '@/entities/payment/usePendingReceiptCount';
import { useLateNotifications } from '../hooks/useLateNotifications';
import { NotificationItem } from './NotificationItem';
import { ReceiptsNotificationItem } from './ReceiptsNotificationItem';
import './headerIconButton.css';
import './NotificationsDropdown.css';

const SHOWN = 5;
/** The bell's badge shows up to 9, then '9+'. */
const BADGE_MAX = 9;

/**
 * The header's notifications: the payment receipts waiting for review (one entry, each receipt counted; none on a
 * backend without receipts) and today's late deliveries (orders due today or earlier and not yet completed,
 * delivered or cancelled), from the reports API.
 */
export function NotificationsDropdown() {
  const { t } = useTranslation('shell');
  const late = useLateNotifications();
  const pendingReceipts = usePendingReceiptCount();
  const { notifications, isLoading, isError, refetch } = late;
  const count = late.count + pendingReceipts;
  const shown = notifications.slice(0, pendingReceipts > 0 ? SHOWN - 1 : SHOWN);
  return (
    <Dropdown align="end" className="notifications">
      <Dropdown.Toggle
        variant="link"
        id="notifications-toggle"
        className="header-icon-button position-relative"
        // The name carries the count exactly as the badge shows it ('4', '9+'), so
        // what a voice-control user sees is what they can say (WCAG 2.5.3).
        aria-label={
          count > 0
            ? t('notifications.toggleCount', { shown: shownCount(count, BADGE_MAX) })
            : t('notifications.toggle')
        }
      >
        <i className="bi bi-bell" aria-hidden="true" />
        <CountBadge count={count} max={BADGE_MAX} className="notifications__badge" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="notifications__menu shadow border-0 p-0">
        <div className="notifications__header d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
          <span className="fw-semibold">{t('notifications.title')}</span>
          {count > 0 && <span className="badge rounded-pill text-bg-danger">{t('notifications.new', { count })}</span>}
        </div>
        {isLoading && (
          <div className="px-3 py-4 text-center text-body-secondary" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('notifications.loading')}
          </div>
        )}
        {isError && (
          <div className="px-3 py-3 text-center" role="alert">
            <p className="small text-danger mb-2">{t('notifications.error')}</p>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void refetch()}>
              {t('notifications.retry')}
            </button>
          </div>
        )}
        {pendingReceipts > 0 && <ReceiptsNotificationItem count={pendingReceipts} />}
        {!isLoading && !isError && shown.length === 0 && pendingReceipts === 0 && (
          <p className="px-3 py-4 mb-0 text-center text-body-secondary">
            <i className="bi bi-check2-circle d-block fs-3 mb-1" aria-hidden="true" />
            {t('notifications.empty')}
          </p>
        )}
        {shown.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
        <div className="border-top">
          <Dropdown.Item as={Link} to="/app/orders" className="text-center small fw-semibold py-2">
            {t('notifications.viewAll')}
          </Dropdown.Item>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
