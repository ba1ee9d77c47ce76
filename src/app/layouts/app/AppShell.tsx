import { useMemo, useState, type ReactNode } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '@/components/layout/BrandMark';
import { MainLoader } from '@/components/layout/MainLoader';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { ShellActionsContext } from '@/components/layout/shellActions';
import { useMediaQuery } from '@/components/layout/useMediaQuery';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { LOCK_SHORTCUT } from '@/features/auth/lock/useLockShortcut';
import { lockScreenPathFor } from '@/features/auth/session/accessRules';
import { selectSession } from '@/features/auth/session/sessionSlice';
import { lockScreen } from '@/features/auth/session/sessionThunks';
import { useSignOut } from '@/features/auth/session/useSignOut';
import { AppFooter } from '@/features/shell/components/AppFooter';
import { AppHeader } from '@/features/shell/components/AppHeader';
import { HybridMocksBanner } from '@/features/shell/components/HybridMocksBanner';
import { ThemeSettingsForm } from '@/features/theme-settings/components/ThemeSettingsForm';
import { useApplyThemeSettings } from '@/features/theme-settings/hooks/useApplyThemeSettings';
import { selectThemeSettings, sidebarToggled } from '@/features/theme-settings/model/themeSettingsSlice';
import { ChatButton } from '@/features/whatsapp-chat/components/ChatButton';
import { AppSidebar } from './AppSidebar';
import { HorizontalMenu } from './HorizontalMenu';
import { DESKTOP_QUERY } from './navItems';
import { SideDrawer } from './SideDrawer';
import '@/components/layout/backOffice.css';
import './AppShell.css';

interface Props {
  children: ReactNode;
  /** Skips the 500 ms start-up loader (stories). */
  withLoader?: boolean;
  /** Forces the wide or narrow frame instead of the window width (stories). */
  viewport?: 'desktop' | 'mobile';
  /** Opens the theme settings panel at once (stories). */
  settingsOpen?: boolean;
}

/**
 * The back-office frame (docs/product-rules.md#back-office-frame): sidebar (an off-canvas menu
 * under 1024 px), header, content, footer, theme settings, chat button,
 * scroll-to-top and the 500 ms start-up loader. Every theme setting is
 * applied here, as a class on the frame or an attribute on the document.
 */
export function AppShell({ children, withLoader = true, viewport, settingsOpen = false }: Props) {
  const { t } = useTranslation(['shell', 'settings']);
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectThemeSettings);
  const { username, role } = useAppSelector(selectSession);
  const signOut = useSignOut();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const isDesktop = viewport ? viewport === 'desktop' : wide;
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsShown, setSettingsShown] = useState(settingsOpen);
  const location = useLocation();
  // Pages inside the frame may open the theme settings (the profile page does).
  const shellActions = useMemo(() => ({ openSettings: () => setSettingsShown(true) }), []);
  useApplyThemeSettings();

  const horizontal = settings.menu === 'horizontal';
  const showSidebar = isDesktop && !horizontal && settings.sidebar;
  const classes = [
    'app-shell',
    `app-shell--${settings.menu}`,
    `app-shell--${settings.layout}`,
    `app-shell--${settings.navbar}`,
    settings.semidark ? 'app-shell--semidark' : '',
  ].join(' ');

  return (
    <ThemeProvider dir={settings.rtlClass}>
      <div className={classes}>
        <a href="#main-content" className="visually-hidden-focusable skip-link">
          {t('layout.skipToContent')}
        </a>
        {showSidebar && (
          <aside className="app-shell__sidebar">
            <AppSidebar id="app-sidebar" />
          </aside>
        )}
        {!isDesktop && (
          <SideDrawer
            show={mobileOpen}
            onHide={() => setMobileOpen(false)}
            placement="start"
            className={`app-shell__drawer ${settings.semidark ? 'app-shell__drawer--dark' : ''}`}
            title={<BrandMark />}
            closeLabel={t('header.closeMenu')}
          >
            <AppSidebar id="app-sidebar" onNavigate={() => setMobileOpen(false)} />
          </SideDrawer>
        )}
        <div className="app-shell__main">
          <AppHeader
            username={username}
            role={role}
            onSignOut={signOut}
            lock={{ href: lockScreenPathFor(location), onLock: () => dispatch(lockScreen()), shortcut: LOCK_SHORTCUT }}
            onToggleMenu={() => (isDesktop ? dispatch(sidebarToggled()) : setMobileOpen(true))}
            menuExpanded={isDesktop ? showSidebar : mobileOpen}
            menuControls="app-sidebar"
            showMenuButton={!(isDesktop && horizontal)}
            brand={
              !showSidebar && (
                <Link to="/home" className="app-header__brand text-decoration-none" aria-label={t('sidebar.home')}>
                  <BrandMark />
                </Link>
              )
            }
          />
          {isDesktop && horizontal && <HorizontalMenu />}
          <HybridMocksBanner />
          <main id="main-content" tabIndex={-1} className="app-shell__content">
            <ShellActionsContext value={shellActions}>{children}</ShellActionsContext>
          </main>
          <AppFooter />
        </div>
        <button
          type="button"
          className="theme-settings__toggle btn btn-primary shadow"
          aria-label={t('settings:open')}
          title={t('settings:open')}
          aria-expanded={settingsShown}
          onClick={() => setSettingsShown(true)}
        >
          <i className="bi bi-gear-fill" aria-hidden="true" />
        </button>
        <SideDrawer
          show={settingsShown}
          onHide={() => setSettingsShown(false)}
          placement="end"
          className="theme-settings-drawer"
          title={t('settings:title')}
          closeLabel={t('settings:close')}
        >
          <ThemeSettingsForm />
        </SideDrawer>
        <ChatButton />
        <ScrollToTopButton />
        {withLoader && <MainLoader />}
      </div>
    </ThemeProvider>
  );
}
