import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import { buildWhatsAppLink, normaliseWhatsAppNumber } from '@/lib/phone/whatsapp';
import { CHAT_REAPPEAR_MS, chatGreeting } from '../chatRules';
import './ChatButton.css';

/**
 * Floating WhatsApp chat button (docs/product-rules.md#chat-phone): a spinner while the number
 * loads, disabled without a number, opens wa.me with a greeting in a new tab.
 * Closing hides it for 30 seconds. Used by the public and back-office layouts.
 */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const { chatPhone, isLoading } = useShopSettings();
  // wa.me number (62…); '' while loading or when the shop has no usable number.
  const number = isLoading ? '' : normaliseWhatsAppNumber(chatPhone);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!hidden) return undefined;
    const timer = window.setTimeout(() => setHidden(false), CHAT_REAPPEAR_MS);
    return () => window.clearTimeout(timer);
  }, [hidden]);

  if (hidden) return null;
  const href = number ? buildWhatsAppLink(number, chatGreeting(getRuntimeConfig().productName)) : undefined;

  return (
    <div className="chat-button">
      {href ? (
        <a className="chat-button__main" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('open')}>
          <i className="bi bi-whatsapp chat-button__icon" aria-hidden="true" />
          <span className="chat-button__label" aria-hidden="true">
            {t('label')}
          </span>
        </a>
      ) : (
        <button
          type="button"
          className="chat-button__main"
          disabled
          aria-label={isLoading ? t('loading') : t('unavailable')}
        >
          {isLoading ? (
            <span
              className="spinner-border spinner-border-sm chat-button__spinner"
              aria-hidden="true"
              data-testid="chat-spinner"
            />
          ) : (
            <i className="bi bi-whatsapp chat-button__icon" aria-hidden="true" />
          )}
          <span className="chat-button__label" aria-hidden="true">
            {isLoading ? t('loadingShort') : t('label')}
          </span>
        </button>
      )}
      <button type="button" className="chat-button__close" aria-label={t('close')} onClick={() => setHidden(true)}>
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>
    </div>
  );
}
