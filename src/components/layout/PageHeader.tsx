import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './PageHeader.css';

/** A page this one belongs under: its name and where it is. */
export interface PageLink {
  label: string;
  to: string;
}

interface Props {
  /** The page's one `h1`; also the current step of the breadcrumb. */
  title: string;
  subtitle?: ReactNode;
  /** A breadcrumb trail above the header: the navigation's accessible name and the pages above this one. */
  breadcrumb?: { label: string; parents: readonly PageLink[] };
  /** A 'back to …' link above the title. */
  back?: PageLink;
  /** Buttons, links or badges at the end of the header; they wrap under the title on narrow screens. */
  actions?: ReactNode;
}

/** The back-office page header: optional breadcrumb or back link, title, subtitle and actions. */
export function PageHeader({ title, subtitle, breadcrumb, back, actions }: Props) {
  return (
    <>
      {breadcrumb && (
        <nav aria-label={breadcrumb.label}>
          <ol className="breadcrumb small mb-2">
            {breadcrumb.parents.map((parent) => (
              <li key={parent.to} className="breadcrumb-item">
                <Link to={parent.to}>{parent.label}</Link>
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
      )}
      {back && (
        <Link to={back.to} className="btn btn-link px-0 mb-2 text-decoration-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <header className="bo-page-header">
        <div className="min-w-0">
          <h1 className="bo-page-title text-break">{title}</h1>
          {subtitle && <p className="bo-page-subtitle">{subtitle}</p>}
        </div>
        {actions}
      </header>
    </>
  );
}
