import { useTranslation } from 'react-i18next';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';

/**
 * 'Chat toko': WhatsApp with the shop's chat number (docs/product-rules.md#chat-phone), the message naming the
 * order.
 */
export function ShopChatLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orderPage');
  const { chatPhone, isLoading } = useShopSettings();
  const href = isLoading ? undefined : buildWhatsAppLink(chatPhone, t('chat.message', { id: orderId }));
  if (!href) return null;
  return (
    <a
      className="btn order-page-chat"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.ariaLabel')}
    >
      <i className="bi bi-whatsapp me-2" aria-hidden="true" />
      {t('chat.label')}
    </a>
  );
}
