import { Link } from 'react-router-dom';

interface Props {
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: string;
  parent: { label: string; to: string };
  title: string;
  subtitle: string;
}

/** Back-office page header for a sub-page: breadcrumb back to its list, title and subtitle. */
export function BreadcrumbHeader({ breadcrumbLabel, parent, title, subtitle }: Props) {
  return (
    <>
      <nav aria-label={breadcrumbLabel}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">
            <Link to={parent.to}>{parent.label}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <header className="bo-page-header">
        <div>
          <h1 className="bo-page-title">{title}</h1>
          <p className="bo-page-subtitle">{subtitle}</p>
        </div>
      </header>
    </>
  );
}
