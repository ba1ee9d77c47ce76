import { useTranslation } from 'react-i18next';
import { HOME_STATS, type HomeStatId } from '../hooks/useHomeContent';
import './AboutStats.css';

interface Props {
  stats: Record<HomeStatId, string>;
  isLoading: boolean;
}

/** The four figures of the about section. */
export function AboutStats({ stats, isLoading }: Props) {
  const { t } = useTranslation('home');
  return (
    <dl className="about-stats">
      {HOME_STATS.map((stat) => (
        <div key={stat.id} className="about-stats__item">
          <dt className="about-stats__label">
            <i className={`bi ${stat.icon} about-stats__icon`} aria-hidden="true" />
            {t(`about.stats.${stat.id}`)}
          </dt>
          <dd className="about-stats__value">
            {isLoading ? <span className="placeholder rounded col-8" aria-hidden="true" /> : stats[stat.id]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
