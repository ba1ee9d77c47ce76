import { useTranslation } from 'react-i18next';
import { useHomeContent } from '../hooks/useHomeContent';
import { AboutStats } from './AboutStats';
import { HomePicture } from './HomePicture';
import { ABOUT_PICTURE } from './homePictures';
import { SectionHeading } from './SectionHeading';
import { TextSkeleton } from './TextSkeleton';
import './HomeSection.css';
import './AboutSection.css';

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
              <HomePicture picture={ABOUT_PICTURE} alt={t('about.imageAlt')} />
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
