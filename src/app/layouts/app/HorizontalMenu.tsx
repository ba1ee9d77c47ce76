import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from './navItems';
import './HorizontalMenu.css';

/** The sidebar's items as a bar under the header, when the menu setting is 'horizontal'. */
export function HorizontalMenu() {
  const { t } = useTranslation('shell');
  return (
    <nav className="app-hmenu px-3" aria-label={t('sidebar.label')}>
      <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="app-hmenu__link">
              <i className={`bi ${item.icon}`} aria-hidden="true" />
              <span>{t(`sidebar.${item.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
