import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHomeContent } from '../hooks/useHomeContent';
import { HomePicture } from './HomePicture';
import { HERO_PICTURE } from './homePictures';
import './HomeSection.css';
import './HeroSection.css';

/** Hero: tagline, three feature lines, Shop Now and the catalogue button. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const { content, isLoading } = useHomeContent();
  return (
    <section id="home" className="home-hero home-anchor" aria-labelledby="home-hero-title" aria-busy={isLoading}>
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6 order-2 order-lg-1">
            <p className="home-hero__eyebrow">
              <i className="bi bi-flower2" aria-hidden="true" /> {t('hero.eyebrow')}
            </p>
            {/* The default texts show while the parameters load, so the prerendered page paints its real heading. */}
            <h1 id="home-hero-title" className="home-hero__title">
              {content.tagline}
            </h1>
            <ul className="home-hero__features list-unstyled" aria-label={t('hero.featuresLabel')}>
              {content.features.map((feature, index) => (
                <li key={index} className="home-hero__feature">
                  <span className="home-hero__check" aria-hidden="true">
                    <i className="bi bi-check2" />
                  </span>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <div className="home-hero__actions">
              <Link to="/public/fleur/order" className="btn btn-primary btn-lg rounded-pill px-4">
                <i className="bi bi-bag-heart me-2" aria-hidden="true" />
                {t('hero.shopNow')}
              </Link>
              <Link
                to={{ hash: '#gallery' }}
                className="btn btn-outline-primary btn-lg rounded-pill px-4 bg-white-soft"
              >
                <i className="bi bi-images me-2" aria-hidden="true" />
                {t('hero.catalogue')}
              </Link>
            </div>
          </div>
          <div className="col-lg-6 order-1 order-lg-2">
            <div className="home-hero__media">
              <HomePicture picture={HERO_PICTURE} alt={t('hero.imageAlt')} priority />
              <div className="home-hero__badge" aria-hidden={isLoading}>
                <span className="home-hero__badge-icon" aria-hidden="true">
                  <i className="bi bi-heart-fill" />
                </span>
                <span>
                  <strong className="d-block home-hero__badge-value">{content.stats.customers}</strong>
                  <small>{t('about.stats.customers')}</small>
                </span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
