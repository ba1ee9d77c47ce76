import type { ReactNode } from 'react';

interface UnsupportedPanelProps {
  /** id of the heading (the section is labelled by it) */
  id: string;
  title: string;
  text: string;
  /** what applies meanwhile, under the text */
  children?: ReactNode;
  checkLabel: string;
  onCheck(): void;
  checking: boolean;
  className?: string;
}

/**
 * 'Belum didukung oleh server': the backend does not offer a proposed call (404/501, src/lib/api/unsupportedCall.ts).
 * Says so, what applies meanwhile, and offers to check again.
 */
export function UnsupportedPanel({
  id,
  title,
  text,
  children,
  checkLabel,
  onCheck,
  checking,
  className = '',
}: UnsupportedPanelProps) {
  return (
    <section className={`card ${className}`.trim()} aria-labelledby={id}>
      <div className="card-body p-4 d-flex flex-column flex-md-row gap-3">
        <i className="bi bi-cloud-slash fs-2 text-body-secondary" aria-hidden="true" />
        <div>
          <h2 id={id} className="h5">
            {title}
          </h2>
          <p className={children ? 'mb-2' : 'mb-3'}>{text}</p>
          {children}
          <button type="button" className="btn btn-outline-primary" onClick={onCheck} disabled={checking}>
            {checking ? (
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
            )}
            {checkLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
