import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/layout/BrandMark';
import { ShopYear } from '@/components/layout/ShopYear';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { FooterSkeleton } from './FooterSkeleton';
import './PublicFooter.css';

const LEGAL = ['privacy', 'terms', 'faq'] as const;

/** tel: link of a displayed phone number (digits and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Public footer: contact, opening hours, social and legal links; skeleton while loading. */
export function PublicFooter() {
  const { t } = useTranslation('common');
  const { settings, isLoading } = useShopSettings();
  return (
    <footer id="contact" className="public-footer pt-5 pb-4 mt-auto" aria-busy={isLoading}>
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <BrandMark light />
            {isLoading ? (
              <div className="mt-3">
                <FooterSkeleton lines={2} />
              </div>
            ) : (
              <p className="mt-3 mb-0 opacity-75">{settings.footerDescription}</p>
            )}
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase footer-heading">{t('footer.contact')}</h2>
            {isLoading ? (
              <FooterSkeleton />
            ) : (
              <ul className="list-unstyled footer-list">
                <li>
                  <i className="bi bi-geo-alt me-2" aria-hidden="true" />
                  <span>{settings.address}</span>
                </li>
                <li>
                  <i className="bi bi-telephone me-2" aria-hidden="true" />
                  <a className="footer-contact-link" href={telHref(settings.phone)}>
                    {settings.phone}
                  </a>
                </li>
                <li>
                  <i className="bi bi-envelope me-2" aria-hidden="true" />
                  <a className="footer-contact-link" href={`mailto:${settings.email}`}>
                    {settings.email}
                  </a>
                </li>
              </ul>
            )}
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase footer-heading">{t('footer.hours')}</h2>
            {isLoading ? (
              <FooterSkeleton lines={2} />
            ) : (
              <dl className="footer-list mb-0">
                <dt className="fw-normal opacity-75">{t('footer.mondayToSaturday')}</dt>
                <dd>{settings.mondayToSaturday}</dd>
                <dt className="fw-normal opacity-75">{t('footer.sunday')}</dt>
                <dd className="mb-0">{settings.sunday}</dd>
              </dl>
            )}
          </div>
          <div className="col-12 col-lg-2">
            <h2 className="h6 text-uppercase footer-heading">{t('footer.follow')}</h2>
            <div className="d-flex gap-2">
              <SocialLinks settings={settings} buttonClassName="btn-outline-light footer-social" />
            </div>
          </div>
        </div>
        <hr className="my-4 opacity-25" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small opacity-75">
          <span>
            © <ShopYear /> {t('footer.rights')}
          </span>
          <ul className="list-inline mb-0">
            {LEGAL.map((key) => (
              // These links have no real targets yet.
              <li key={key} className="list-inline-item">
                <span className="footer-legal">{t(`footer.legal.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
