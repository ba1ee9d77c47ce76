import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NavBadge, useNavLinkName } from './NavItemLabel';
import { useNavCounters } from './useNavCounters';
import { useNavItems } from './useNavItems';
import './HorizontalMenu.css';

/** The sidebar's items as a bar under the header, when the menu setting is 'horizontal'. */
export function HorizontalMenu() {
  const { t } = useTranslation('shell');
  const counters = useNavCounters();
  const nameOf = useNavLinkName();
  const items = useNavItems();
  return (
    <nav className="app-hmenu px-3" aria-label={t('sidebar.label')}>
      <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
        {items.map((item) => {
          const count = item.counter ? counters[item.counter] : 0;
          return (
            <li key={item.to}>
              <NavLink to={item.to} className="app-hmenu__link" aria-label={nameOf(item.key, count)}>
                <i className={`bi ${item.icon}`} aria-hidden="true" />
                <span>{t(`sidebar.${item.key}`)}</span>
                <NavBadge count={count} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
