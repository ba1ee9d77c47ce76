import type { ReactNode } from 'react';

interface Props {
  /** The heading's id stem: the card is labelled by its heading. */
  id: string;
  title: string;
  icon: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** One part of the payment settings: a card with its heading (a labelled region). */
export function SettingsCard({ id, title, icon, hint, children }: Props) {
  return (
    <section className="card payment-settings-card" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-md-4">
        <h2 id={`${id}-title`} className="h6 mb-2 payment-settings-card__title">
          <i className={`bi ${icon} me-2`} aria-hidden="true" />
          {title}
        </h2>
        {hint && <p className="small text-body-secondary mb-3">{hint}</p>}
        {children}
      </div>
    </section>
  );
}
