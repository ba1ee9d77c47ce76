import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { BrandMark } from '@/components/layout/BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';

const SECTIONS = ['home', 'about', 'categories', 'gallery', 'contact'] as const;

/** Public header: in-page section links, language switch, order button and admin login. */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <Navbar expand="lg" sticky="top" className="public-header bg-body shadow-sm" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <Navbar.Brand as={Link} to="/public/home" onClick={close}>
          <BrandMark />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="public-nav" aria-label={t('nav.toggle')} />
        <Navbar.Collapse id="public-nav">
          <Nav className="me-auto ms-lg-4">
            {SECTIONS.map((section) => (
              <Nav.Link key={section} as={Link} to={`/public/home#${section}`} onClick={close}>
                {t(`nav.${section}`)}
              </Nav.Link>
            ))}
          </Nav>
          <div className="d-flex flex-wrap align-items-center gap-2 py-2 py-lg-0">
            <LanguageSwitcher />
            <Link className="btn btn-primary btn-sm" to="/public/fleur/order" onClick={close}>
              <i className="bi bi-bag-heart me-1" aria-hidden="true" />
              {t('nav.order')}
            </Link>
            <Link className="btn btn-link btn-sm text-body-secondary" to="/auth/login" onClick={close}>
              <i className="bi bi-person-lock me-1" aria-hidden="true" />
              {t('nav.adminLogin')}
            </Link>
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
