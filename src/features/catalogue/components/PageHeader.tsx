import type { ReactNode } from 'react';

/** Page title, a line under it and the main action. */
export function PageHeader({ title, subtitle, action, before }: { title: string; subtitle?: ReactNode; action?: ReactNode; before?: ReactNode }) {
  return (
    <header className="catalogue-header mb-4">
      {before}
      <div className="d-flex flex-column flex-sm-row align-items-start align-items-sm-center justify-content-between gap-3">
        <div className="min-w-0">
          <h1 className="h2 mb-1 text-break">{title}</h1>
          {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
        </div>
        {action}
      </div>
    </header>
  );
}
