import type { MouseEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './UserMenu.css';

/** Lock Screen: `onLock` locks in place; `href` (the lock screen page with where to return) serves a new tab. */
export interface LockAction {
  href: string;
  onLock: () => void;
  /** e.g. 'Alt+Shift+L' */
  shortcut?: string;
}

interface Props {
  /** Stored username; 'Guest' when none. */
  username: string | null;
  role: string | null;
  onSignOut: () => void;
  lock?: LockAction;
}

const LINKS = [
  { key: 'profile', to: '/users/profile', icon: 'bi-person' },
  { key: 'inbox', to: '/apps/mailbox', icon: 'bi-envelope' },
] as const;

const LOCK_SCREEN_PATH = '/auth/boxed-lockscreen';

/** A plain click locks in place; a click meant for a new tab or window follows the link. */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The header's user menu: Profile, Inbox, Lock Screen and Sign Out. */
export function UserMenu({ username, role, onSignOut, lock }: Props) {
  const { t } = useTranslation('shell');
  const name = username || t('userMenu.guest');
  return (
    <Dropdown align="end" className="user-menu">
      <Dropdown.Toggle
        variant="link"
        id="user-menu-toggle"
        className="user-menu__toggle d-flex align-items-center gap-2"
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        {/* The name is read from the hidden label, which contains it (WCAG 2.5.3), not from an aria-label over the
            initial. */}
        <span className="user-menu__name d-none d-md-inline" aria-hidden="true">
          {name}
        </span>
        <span className="visually-hidden">{t('userMenu.toggle', { name })}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="user-menu__menu shadow border-0">
        <div className="user-menu__header px-3 py-2">
          <span className="user-menu__avatar user-menu__avatar--lg" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="fw-semibold mb-0 text-truncate">{name}</p>
            {role && <p className="small text-body-secondary mb-0">{t('userMenu.role', { role })}</p>}
          </div>
        </div>
        <Dropdown.Divider />
        {LINKS.map((link) => (
          <Dropdown.Item key={link.key} as={Link} to={link.to} className="d-flex align-items-center gap-2">
            <i className={`bi ${link.icon}`} aria-hidden="true" />
            {t(`userMenu.${link.key}`)}
          </Dropdown.Item>
        ))}
        <Dropdown.Item
          as={Link}
          to={lock?.href ?? LOCK_SCREEN_PATH}
          className="d-flex align-items-center gap-2"
          aria-keyshortcuts={lock?.shortcut}
          onClick={(event: MouseEvent<HTMLElement>) => {
            if (!lock || !isPlainClick(event)) return;
            event.preventDefault();
            lock.onLock();
          }}
        >
          <i className="bi bi-lock" aria-hidden="true" />
          {t('userMenu.lockScreen')}
          {lock?.shortcut && (
            <kbd className="user-menu__shortcut ms-auto" aria-hidden="true">
              {lock.shortcut}
            </kbd>
          )}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          type="button"
          className="d-flex align-items-center gap-2 text-danger"
          onClick={onSignOut}
        >
          <i className="bi bi-box-arrow-right bo-flip-rtl" aria-hidden="true" />
          {t('userMenu.signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
