import { useTranslation } from 'react-i18next';
import { useHomeContent } from '../hooks/useHomeContent';
import { SectionHeading } from './SectionHeading';
import { TextSkeleton } from './TextSkeleton';
import './HomeSection.css';
import './ServicesSection.css';

/** One icon per service slot 'Layanan 1'…'Layanan 6'. */
const SERVICE_ICONS = [
  'bi-flower1',
  'bi-balloon-heart',
  'bi-flower3',
  'bi-gift',
  'bi-calendar-heart',
  'bi-truck',
] as const;

/** The 6 services named by the 'Layanan 1-6' parameters. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const { content, isLoading } = useHomeContent();
  return (
    <section
      id="services"
      className="home-section home-services home-anchor"
      aria-labelledby="home-services-title"
      aria-busy={isLoading}
    >
      <div className="container">
        <SectionHeading
          id="home-services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          lead={t('services.lead')}
        />
        <ul className="row g-3 g-lg-4 list-unstyled mb-0">
          {content.services.map((service, index) => (
            <li key={index} className="col-12 col-sm-6 col-lg-4">
              <div className="service-tile h-100">
                <span className="service-tile__icon" aria-hidden="true">
                  <i className={`bi ${SERVICE_ICONS[index] ?? 'bi-flower1'}`} />
                </span>
                <div className="flex-grow-1 min-w-0">
                  <span className="service-tile__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="service-tile__name">{isLoading ? <TextSkeleton lines={1} /> : service}</h3>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
