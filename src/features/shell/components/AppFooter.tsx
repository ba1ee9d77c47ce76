import { useTranslation } from 'react-i18next';
import { ShopYear } from '@/components/layout/ShopYear';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import './AppFooter.css';

const LEGAL = ['privacy', 'terms', 'faq'] as const;

/**
 * Back-office footer, compact: contact, opening hours,
 * social links and the legal links (no real targets yet); skeletons while
 * the shop settings load, Indonesian defaults if they fail.
 */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const { settings, isLoading } = useShopSettings();
  return (
    <footer className="app-footer px-3 px-lg-4 py-3" aria-busy={isLoading}>
      <div className="app-footer__grid">
        <div className="app-footer__block">
          <h2 className="app-footer__heading">{t('footer.contact')}</h2>
          {isLoading ? (
            <span className="placeholder-glow d-block" aria-hidden="true">
              <span className="placeholder col-8" />
            </span>
          ) : (
            <p className="mb-0">
              <span className="text-nowrap">
                <i className="bi bi-telephone" aria-hidden="true" /> {settings.phone}
              </span>{' '}
              · <span className="text-break">{settings.email}</span>
            </p>
          )}
        </div>
        <div className="app-footer__block">
          <h2 className="app-footer__heading">{t('footer.hours')}</h2>
          {isLoading ? (
            <span className="placeholder-glow d-block" aria-hidden="true">
              <span className="placeholder col-10" />
            </span>
          ) : (
            <p className="mb-0">
              {t('footer.mondayToSaturday')} {settings.mondayToSaturday} · {t('footer.sunday')} {settings.sunday}
            </p>
          )}
        </div>
        <div className="app-footer__block app-footer__social d-flex gap-2">
          <SocialLinks settings={settings} buttonClassName="btn-outline-secondary app-footer__icon" />
        </div>
      </div>
      <div className="app-footer__bottom d-flex flex-wrap justify-content-between gap-2 mt-2 pt-2">
        <span>
          © <ShopYear /> {t('footer.rights')}
        </span>
        <ul className="list-inline mb-0 d-flex gap-3">
          {LEGAL.map((key) => (
            // These links have no real targets yet.
            <li key={key}>{t(`footer.legal.${key}`)}</li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
