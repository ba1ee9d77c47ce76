import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BrandMark } from '@/components/layout/BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useActiveSection } from './useActiveSection';
import './PublicHeader.css';

/** In-page anchors of the public home (docs/product-rules.md#public-pages); 'contact' is the footer. */
export const PUBLIC_SECTIONS = ['home', 'about', 'categories', 'gallery', 'contact'] as const;
const HOME_PATH = '/public/home';

/** Public header: section anchors, language switch, order button and admin login; a collapsible menu on mobile. */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const active = useActiveSection(PUBLIC_SECTIONS, pathname === HOME_PATH);
  const close = () => setExpanded(false);
  return (
    <header className="public-header sticky-top">
      <Navbar expand="lg" expanded={expanded} onToggle={setExpanded} collapseOnSelect className="public-header__bar">
        <Container>
          <Navbar.Brand as={Link} to={HOME_PATH} onClick={close} className="py-0">
            <BrandMark />
          </Navbar.Brand>
          <Navbar.Toggle
            aria-controls="public-nav"
            aria-expanded={expanded}
            label={t('nav.toggle')}
            className="public-header__toggle"
          >
            <i className={`bi ${expanded ? 'bi-x-lg' : 'bi-list'}`} aria-hidden="true" />
          </Navbar.Toggle>
          {/* The menu below 992 px shows at once (a class, Bootstrap's `collapse`): React Bootstrap's Collapse measured
              its height first, a layout of the whole page on a phone, before anything moved. */}
          <div id="public-nav" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
            <Nav as="ul" className="mx-lg-auto public-header__nav">
              {PUBLIC_SECTIONS.map((section) => (
                <Nav.Item as="li" key={section}>
                  <Nav.Link
                    as={Link}
                    to={`${HOME_PATH}#${section}`}
                    onClick={close}
                    active={active === section}
                    aria-current={active === section ? 'location' : undefined}
                  >
                    {t(`nav.${section}`)}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <div className="public-header__actions">
              <LanguageSwitcher />
              <Link className="btn btn-primary rounded-pill px-3" to="/public/fleur/order" onClick={close}>
                <i className="bi bi-bag-heart me-1" aria-hidden="true" />
                {t('nav.order')}
              </Link>
              <Link className="btn btn-link public-header__login" to="/auth/login" onClick={close}>
                <i className="bi bi-person-lock me-1" aria-hidden="true" />
                {t('nav.adminLogin')}
              </Link>
            </div>
          </div>
        </Container>
      </Navbar>
    </header>
  );
}
