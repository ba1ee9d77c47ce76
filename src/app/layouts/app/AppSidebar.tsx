import { NavLink, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/layout/BrandMark';

const ITEMS = [
  { to: '/app/general', icon: 'bi-sliders', key: 'general' },
  { to: '/app/gallery', icon: 'bi-images', key: 'gallery' },
  { to: '/app/flower', icon: 'bi-flower1', key: 'products' },
  { to: '/app/orders', icon: 'bi-receipt', key: 'orders' },
] as const;

/** Back-office navigation (spec §2 Sidebar): the same for everyone. */
export function AppSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <nav className="app-sidebar d-flex flex-column h-100" aria-label={t('sidebar.label')}>
      <Link to="/home" className="app-sidebar__brand px-3 py-3 text-decoration-none" onClick={onNavigate}>
        <BrandMark light />
      </Link>
      <p className="app-sidebar__heading px-3 mb-1">{t('sidebar.heading')}</p>
      <ul className="nav flex-column px-2">
        {ITEMS.map((item) => (
          <li className="nav-item" key={item.to}>
            <NavLink to={item.to} className="nav-link app-sidebar__link" onClick={onNavigate}>
              <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
              {t(`sidebar.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
