import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { useAppSelector } from '@/components/store/hooks';
import '@/components/layout/backOffice.css';
import './AppsPage.css';

interface Tile {
  key: string;
  to: string;
  icon: string;
  tone: string;
  ownerOnly?: boolean;
}

const TILES: readonly Tile[] = [
  { key: 'analytics', to: '/app/analytics', icon: 'bi-graph-up', tone: 'rose' },
  { key: 'reports', to: '/app/LandingLaporan', icon: 'bi-clipboard-data', tone: 'sage' },
  { key: 'tables', to: '/app/tables', icon: 'bi-table', tone: 'blue' },
  { key: 'customer', to: '/app/customer', icon: 'bi-people', tone: 'purple', ownerOnly: true },
  { key: 'news', to: '/app/berita', icon: 'bi-newspaper', tone: 'amber' },
  { key: 'newsCreate', to: '/app/berita/create', icon: 'bi-pencil-square', tone: 'rose' },
  { key: 'booking', to: '/app/apps/booking-confirmation', icon: 'bi-house-check', tone: 'sage' },
  { key: 'account', to: '/app/akun/create', icon: 'bi-person-plus', tone: 'blue' },
];

/** /app/apps: the template's app launcher, leading to every template screen this user may open. */
export function AppsPage() {
  const { t } = useTranslation('apps');
  const role = useAppSelector((state) => state.session.role);
  const tiles = TILES.filter((tile) => !tile.ownerOnly || role === 'Owner');
  return (
    <div className="bo-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ul className="row g-3 list-unstyled" aria-label={t('title')}>
        {tiles.map((tile) => (
          <li key={tile.key} className="col-12 col-sm-6 col-xl-3">
            <Link
              to={tile.to}
              className={`app-tile app-tile--${tile.tone} card border-0 shadow-sm h-100 text-decoration-none`}
            >
              <span className="card-body d-flex flex-column gap-2">
                <span className="app-tile__icon" aria-hidden="true">
                  <i className={`bi ${tile.icon}`} />
                </span>
                <span className="app-tile__title">{t(`tiles.${tile.key}.title`)}</span>
                <span className="small text-body-secondary">{t(`tiles.${tile.key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { AppsPage as Component };
