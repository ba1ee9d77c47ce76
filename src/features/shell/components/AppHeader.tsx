import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationsDropdown } from './NotificationsDropdown';
import { UserMenu, type LockAction } from './UserMenu';
import './AppHeader.css';
import './headerIconButton.css';

interface Props {
  username: string | null;
  role: string | null;
  onSignOut: () => void;
  /** The user menu's Lock Screen: locks in place (the link's address is for a new tab). */
  lock?: LockAction;
  /** The menu button: opens the off-canvas menu (narrow) or shows/hides the sidebar (wide). */
  onToggleMenu: () => void;
  menuExpanded: boolean;
  menuControls: string;
  /** Hidden with the horizontal menu on wide windows, where there is no sidebar to toggle. */
  showMenuButton?: boolean;
  /** Shown before the public link on narrow windows (the logo). */
  brand?: ReactNode;
  className?: string;
}

/**
 * Back-office header (docs/product-rules.md#back-office-frame): menu button, 'Halaman Public' link, notifications
 * and the user menu.
 */
export function AppHeader({
  username,
  role,
  onSignOut,
  lock,
  onToggleMenu,
  menuExpanded,
  menuControls,
  showMenuButton = true,
  brand,
  className = '',
}: Props) {
  const { t } = useTranslation('shell');
  return (
    <header className={`app-header ${className}`}>
      <div className="app-header__bar d-flex align-items-center gap-2 px-3">
        {showMenuButton && (
          <button
            type="button"
            className="header-icon-button btn btn-link"
            aria-label={t('header.toggleMenu')}
            aria-expanded={menuExpanded}
            aria-controls={menuControls}
            onClick={onToggleMenu}
          >
            <i className="bi bi-list" aria-hidden="true" />
          </button>
        )}
        {brand}
        <Link
          to="/public/home"
          className="app-header__public btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-2"
        >
          <i className="bi bi-shop" aria-hidden="true" />
          <span className="d-none d-sm-inline">{t('header.publicPage')}</span>
          <span className="d-sm-none">{t('header.publicShort')}</span>
        </Link>
        <div className="bo-push d-flex align-items-center gap-1">
          <Link
            to="/app/apps"
            className="header-icon-button btn btn-link"
            aria-label={t('header.apps')}
            title={t('header.apps')}
          >
            <i className="bi bi-grid-3x3-gap" aria-hidden="true" />
          </Link>
          <NotificationsDropdown />
          <UserMenu username={username} role={role} onSignOut={onSignOut} lock={lock} />
        </div>
      </div>
    </header>
  );
}
