import type { ReactNode } from 'react';

interface Props {
  /** The heading's id stem: the card is labelled by its heading. */
  id: string;
  title: string;
  icon: string;
  /** A line under the heading. */
  hint?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the delivery settings: a card with its heading (a labelled region). */
export function SettingsCard({ id, title, icon, hint, actions, children }: Props) {
  return (
    <section className="card delivery-card" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
          <h2 id={`${id}-title`} className="h6 mb-0 delivery-card__title">
            <i className={`bi ${icon} me-2`} aria-hidden="true" />
            {title}
          </h2>
          {actions}
        </div>
        {hint && <p className="small text-body-secondary mb-3">{hint}</p>}
        {children}
      </div>
    </section>
  );
}
