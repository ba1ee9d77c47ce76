import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import './HomeSection.css';
import './CallToActionSection.css';

/** The prefilled Indonesian message of the call-to-action's WhatsApp button. */
export function orderEnquiryMessage(shopName: string): string {
  return `Halo ${shopName}, saya ingin memesan rangkaian bunga.`;
}

/** Call-to-action: order and WhatsApp contact buttons. */
export function CallToActionSection() {
  const { t } = useTranslation('home');
  const { phone } = useShopSettings().settings;
  const whatsapp = buildWhatsAppLink(phone, orderEnquiryMessage(getRuntimeConfig().productName));
  return (
    <section id="cta" className="home-section home-cta-wrap" aria-labelledby="home-cta-title">
      <div className="container">
        <div className="home-cta">
          <i className="bi bi-flower1 home-cta__ornament" aria-hidden="true" />
          <div className="home-cta__content">
            <h2 id="home-cta-title" className="home-cta__title">
              {t('cta.title')}
            </h2>
            <p className="home-cta__text">{t('cta.text')}</p>
            <div className="d-flex flex-wrap justify-content-center gap-3">
              <Link to="/public/fleur/order" className="btn btn-light btn-lg rounded-pill px-4 home-cta__order">
                <i className="bi bi-bag-heart me-2" aria-hidden="true" />
                {t('cta.order')}
              </Link>
              {whatsapp && (
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-outline-light btn-lg rounded-pill px-4"
                >
                  <i className="bi bi-whatsapp me-2" aria-hidden="true" />
                  {t('cta.whatsapp')}
                </a>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
