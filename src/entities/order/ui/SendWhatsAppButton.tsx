import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { whatsAppUpdateLink } from '../model/whatsappUpdate';
import './SendWhatsAppButton.css';

interface Props {
  order: CustomerOrder;
  className?: string;
}

/**
 * 'Kirim WhatsApp': opens wa.me in a new tab with the status update for the
 * order, prefilled in the current language. Nothing without a usable number.
 */
export function SendWhatsAppButton({ order, className }: Props) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  // Built by us: https://wa.me/ + digits + an encoded message (an apostrophe in a product name stays valid).
  const href = whatsAppUpdateLink(order, t, (value) => formatDate(value, 'long'));
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={['btn btn-sm send-whatsapp', className].filter(Boolean).join(' ')}
      aria-label={t('whatsapp.sendFor', { id: order.orderID })}
    >
      <i className="bi bi-whatsapp me-1" aria-hidden="true" />
      {t('whatsapp.send')}
    </a>
  );
}
