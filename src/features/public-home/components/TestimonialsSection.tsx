import { useTranslation } from 'react-i18next';
import { TESTIMONIALS } from '../model/testimonials';
import { SectionHeading } from './SectionHeading';
import './HomeSection.css';
import './TestimonialsSection.css';

const STARS = [1, 2, 3, 4, 5] as const;

function starIcon(star: number, rating: number): string {
  if (rating >= star) return 'bi-star-fill';
  return rating >= star - 0.5 ? 'bi-star-half' : 'bi-star';
}

/** Three customer testimonials. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="testimonials"
      className="home-section home-testimonials home-anchor"
      aria-labelledby="home-testimonials-title"
    >
      <div className="container">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
          lead={t('testimonials.lead')}
        />
        <ul className="row g-4 list-unstyled mb-0">
          {TESTIMONIALS.map((item) => (
            <li key={item.key} className="col-12 col-lg-4">
              <figure className="testimonial-card h-100 mb-0">
                <i className="bi bi-quote testimonial-card__quote-mark" aria-hidden="true" />
                <div
                  className="testimonial-card__stars"
                  role="img"
                  aria-label={t('testimonials.rating', { rating: item.rating })}
                >
                  {STARS.map((star) => (
                    <i key={star} className={`bi ${starIcon(star, item.rating)}`} aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="testimonial-card__text mb-0">
                  <p className="mb-0">{t(`testimonials.items.${item.key}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonial-card__author">
                  <span className="testimonial-card__avatar" aria-hidden="true">
                    {item.initials}
                  </span>
                  <span>
                    <span className="testimonial-card__name">{t(`testimonials.items.${item.key}.name`)}</span>
                    <span className="testimonial-card__role">{t(`testimonials.items.${item.key}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
