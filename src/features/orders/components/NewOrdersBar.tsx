import { memo } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import './NewOrders.css';

interface Props {
  /** Orders new since staff last looked. */
  count: number;
  onAcknowledge(): void;
  /** What the screen reader says once when orders arrive ('2 pesanan baru'); `serial` counts the announcements, so the same words said again are read again. */
  message: { text: string; serial: number };
  soundOn: boolean;
  onSound(on: boolean): void;
  /** Nothing to mark before the first load. */
  loading: boolean;
}

/**
 * Above the orders: '{n} pesanan baru sejak terakhir dilihat' with 'Tandai sudah dilihat' while there
 * are new orders, the 'Bunyi notifikasi' switch, and the polite live region that speaks arrivals.
 */
export const NewOrdersBar = memo(function NewOrdersBar({ count, onAcknowledge, message, soundOn, onSound, loading }: Props) {
  const { t } = useTranslation('orders');
  return (
    <section className="new-orders-bar" aria-label={t('newOrders.label')}>
      {count > 0 && (
        <div className="new-orders-bar__summary">
          <span className="new-orders-bar__dot" aria-hidden="true" />
          <span>{t('newOrders.summary', { count })}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onAcknowledge} disabled={loading}>
            <i className="bi bi-check2-all me-1" aria-hidden="true" />
            {t('newOrders.acknowledge')}
          </button>
        </div>
      )}
      <Form.Check
        type="switch"
        id="orders-sound"
        role="switch"
        className="new-orders-bar__sound mb-0"
        label={t('newOrders.sound')}
        checked={soundOn}
        onChange={(event) => onSound(event.target.checked)}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="new-orders-live">
        <span key={message.serial}>{message.text}</span>
      </div>
    </section>
  );
});
