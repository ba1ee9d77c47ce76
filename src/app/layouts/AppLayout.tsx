import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { AppSidebar } from './app/AppSidebar';

/** Back-office frame (spec §2 App layout): sidebar, header, content, footer. */
export function Component() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app-layout d-flex min-vh-100">
      <aside className="app-layout__sidebar d-none d-lg-block">
        <AppSidebar />
      </aside>
      <Offcanvas show={menuOpen} onHide={() => setMenuOpen(false)} className="app-layout__offcanvas" aria-label={t('sidebar.label')}>
        <Offcanvas.Body className="p-0">
          <AppSidebar onNavigate={() => setMenuOpen(false)} />
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="app-header d-flex align-items-center gap-2 px-3 py-2 bg-body border-bottom">
          <button type="button" className="btn btn-outline-secondary d-lg-none" aria-label={t('nav.toggle')} onClick={() => setMenuOpen(true)}>
            <i className="bi bi-list" aria-hidden="true" />
          </button>
          <Link to="/public/home" className="btn btn-link">
            <span className="d-none d-sm-inline">{t('header.publicPage')}</span>
            <span className="d-sm-none">{t('header.publicShort')}</span>
          </Link>
        </header>
        <main className="app-layout__content flex-grow-1 p-3 p-lg-4 bg-body-tertiary">
          <Outlet />
        </main>
        <footer className="app-footer px-3 py-2 small text-body-secondary border-top bg-body">
          © {new Date().getFullYear()} {t('footer.rights')}
        </footer>
      </div>
      <ScrollToTopButton />
    </div>
  );
}
