import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import type { LateNotification } from '../hooks/useLateNotifications';
import { NotificationContent } from './NotificationContent';
import './NotificationsDropdown.css';

/** One late-delivery notification in the bell's menu, linking to the order. */
export function NotificationItem({ notification }: { notification: LateNotification }) {
  return (
    <Dropdown.Item as={Link} to={notification.to} className="notifications__item d-flex gap-3 px-3 py-2">
      <NotificationContent {...notification} />
    </Dropdown.Item>
  );
}
