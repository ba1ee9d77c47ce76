import { useTranslation } from 'react-i18next';
import { useHomeContent } from '../hooks/useHomeContent';
import { AboutStats } from './AboutStats';
import { SectionHeading } from './SectionHeading';
import { TextSkeleton } from './TextSkeleton';
import './HomeSection.css';
import './AboutSection.css';

export const ABOUT_IMAGE = '/mock-assets/about.jpg';

/** About: the 'Tentang' text and the four stats. */
export function AboutSection() {
  const { t } = useTranslation('home');
  const { content, isLoading } = useHomeContent();
  return (
    <section
      id="about"
      className="home-section home-about home-anchor"
      aria-labelledby="home-about-title"
      aria-busy={isLoading}
    >
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-lg-6">
            <figure className="home-about__media mb-0">
              <img
                src={ABOUT_IMAGE}
                alt={t('about.imageAlt')}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
            </figure>
          </div>
          <div className="col-lg-6">
            <SectionHeading id="home-about-title" align="start" eyebrow={t('about.eyebrow')} title={t('about.title')} />
            <div className="home-about__text">
              {isLoading ? <TextSkeleton lines={5} /> : <p className="mb-0">{content.about}</p>}
            </div>
            <AboutStats stats={content.stats} isLoading={isLoading} />
          </div>
        </div>
      </div>
    </section>
  );
}
