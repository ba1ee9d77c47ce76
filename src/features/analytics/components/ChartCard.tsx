import type { ReactNode } from 'react';
import './ChartCard.css';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  /** The chart itself (hidden from assistive technology; the table carries the data). Charts pass
   * `accessibilityLayer={false}` so nothing inside the hidden box takes keyboard focus. */
  chart: ReactNode;
  /** The same data as a table for screen readers. */
  table: ReactNode;
  className?: string;
}

/** A card holding one chart, with its data also as a visually hidden table. */
export function ChartCard({ id, title, subtitle, chart, table, className = '' }: Props) {
  return (
    <section className={`card border-0 shadow-sm h-100 chart-card ${className}`} aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-lg-4 d-flex flex-column">
        <h2 id={`${id}-title`} className="h6 mb-0 chart-card__title">
          {title}
        </h2>
        {subtitle && <p className="small text-body-secondary mb-2">{subtitle}</p>}
        <div className="chart-card__chart flex-grow-1" aria-hidden="true">
          {chart}
        </div>
        <div className="visually-hidden">{table}</div>
      </div>
    </section>
  );
}
