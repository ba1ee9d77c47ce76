import type { ReactNode } from 'react';
import './ListStates.css';

interface Props {
  /** Announced and shown next to the spinner: 'Memuat kategori…'. */
  label: string;
  /** Placeholders in the shape of what is coming, so nothing jumps when it arrives; the label then floats over them. */
  skeleton?: ReactNode;
  className?: string;
}

/** A list on its way: spinner and label (a status), over placeholders when given. */
export function LoadingState({ label, skeleton, className = '' }: Props) {
  const spinner = <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />;
  if (!skeleton) {
    return (
      <p className={`loading-state__line ${className}`} role="status">
        {spinner} {label}
      </p>
    );
  }
  return (
    <div className={`loading-state--skeleton ${className}`}>
      <p className="loading-state__pill" role="status">
        {spinner}
        <span>{label}</span>
      </p>
      <div aria-hidden="true">{skeleton}</div>
    </div>
  );
}
