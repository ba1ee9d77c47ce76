import { useTranslation } from 'react-i18next';
import { NavLink, Link } from 'react-router-dom';
import { BrandMark } from '@/components/layout/BrandMark';
import { NavBadge, useNavLinkName } from './NavItemLabel';
import { useNavCounters } from './useNavCounters';
import { useNavItems } from './useNavItems';
import './AppSidebar.css';

interface Props {
  /** Called after a link is followed (closes the off-canvas menu on narrow windows). */
  onNavigate?: () => void;
  id?: string;
}

/** Back-office navigation: logo to /home, then the items under 'Paramter' (navItems.ts), with their counts. */
export function AppSidebar({ onNavigate, id }: Props) {
  const { t } = useTranslation('shell');
  const counters = useNavCounters();
  const nameOf = useNavLinkName();
  const items = useNavItems();
  return (
    <nav className="app-sidebar" aria-label={t('sidebar.label')} id={id}>
      <Link to="/home" className="app-sidebar__brand" onClick={onNavigate} aria-label={t('sidebar.home')}>
        <BrandMark />
      </Link>
      <p className="app-sidebar__heading" id="app-sidebar-heading">
        <span className="app-sidebar__label">{t('sidebar.heading')}</span>
        <i className="bi bi-three-dots app-sidebar__heading-dots" aria-hidden="true" />
      </p>
      <ul className="app-sidebar__list list-unstyled" aria-labelledby="app-sidebar-heading">
        {items.map((item) => {
          const count = item.counter ? counters[item.counter] : 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className="app-sidebar__link"
                onClick={onNavigate}
                title={t(`sidebar.${item.key}`)}
                aria-label={nameOf(item.key, count)}
              >
                <i className={`bi ${item.icon} app-sidebar__icon`} aria-hidden="true" />
                <span className="app-sidebar__label">{t(`sidebar.${item.key}`)}</span>
                <NavBadge count={count} className="app-sidebar__count" />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
