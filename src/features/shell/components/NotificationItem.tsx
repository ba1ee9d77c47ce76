import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { useFormatDate } from '@/components/i18n/useFormatDate';

interface Props {
  title: string;
  detail: string;
  amount: string;
  date: string;
}

/** One late-delivery notification, linking to Order Management. */
export function NotificationItem({ title, detail, amount, date }: Props) {
  const formatDate = useFormatDate();
  const when = formatDate(date, 'dayMonth');
  return (
    <Dropdown.Item as={Link} to="/app/orders" className="notifications__item d-flex gap-3 px-3 py-2">
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
    </Dropdown.Item>
  );
}
