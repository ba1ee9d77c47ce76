import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './NotificationsDropdown.css';

/**
 * The bell's entry for payment receipts waiting for review ('2 bukti pembayaran menunggu verifikasi'), opening the
 * queue.
 */
export function ReceiptsNotificationItem({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  return (
    <Dropdown.Item as={Link} to="/app/payments" className="notifications__item d-flex gap-3 px-3 py-2">
      <span className="notifications__icon notifications__icon--receipts" aria-hidden="true">
        <i className="bi bi-receipt-cutoff" />
      </span>
      <span className="min-w-0 flex-grow-1">
        <span className="d-block fw-semibold">{t('notifications.receipts', { count })}</span>
        <span className="d-block small text-body-secondary text-truncate">{t('sidebar.payments')}</span>
      </span>
    </Dropdown.Item>
  );
}
