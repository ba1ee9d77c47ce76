import { useFormatDate } from '@/components/i18n/useFormatDate';
import type { LateNotification } from '../hooks/useLateNotifications';
import './NotificationsDropdown.css';

/** What one late-delivery notification says: icon, title, customer and time, date and amount (bell and inbox). */
export function NotificationContent({
  title,
  detail,
  amount,
  date,
}: Pick<LateNotification, 'title' | 'detail' | 'amount' | 'date'>) {
  const formatDate = useFormatDate();
  const when = formatDate(date, 'dayMonth');
  return (
    <>
      <span className="notifications__icon" aria-hidden="true">
        <i className="bi bi-truck" />
      </span>
      <span className="min-w-0 flex-grow-1">
        <span className="d-block fw-semibold">{title}</span>
        <span className="d-block small text-body-secondary text-truncate">{detail}</span>
      </span>
      <span className="small text-body-secondary text-nowrap notifications__meta">
        <span className="d-block">{when}</span>
        <span className="d-block fw-semibold text-body">{amount}</span>
      </span>
    </>
  );
}
