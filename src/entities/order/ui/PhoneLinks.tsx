import { useTranslation } from 'react-i18next';
import { buildTelLink } from '@/lib/phone/telLink';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import { safeLinkHref } from '@/lib/url/urlPolicy';

/**
 * A phone number from an order: a `tel:` link to call it and a WhatsApp link
 * (wa.me, normalised to 62… as the chat button does), both through the URL
 * policy; plain text when the number cannot be dialled.
 */
export function PhoneLinks({ phone }: { phone: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const text = phone?.trim() ?? '';
  if (!text) return <span>-</span>;
  const tel = buildTelLink(text);
  const whatsapp = safeLinkHref(buildWhatsAppLink(text));
  return (
    <span className="orders-phone">
      {tel ? (
        <a href={tel} aria-label={t('details.call', { phone: text })}>
          <i className="bi bi-telephone me-1" aria-hidden="true" />
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="orders-phone__wa"
          aria-label={t('details.whatsappTo', { phone: text })}
        >
          <i className="bi bi-whatsapp me-1" aria-hidden="true" />
          {t('details.whatsapp')}
        </a>
      )}
    </span>
  );
}
