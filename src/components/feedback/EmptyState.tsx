import type { ReactNode } from 'react';
import './ListStates.css';

interface Props {
  /** Heading of the empty list, when it has one (an `h2`). */
  title?: string;
  text?: ReactNode;
  /** Bootstrap icon class, e.g. `bi-flower2`; no icon when omitted. */
  icon?: string;
  /** Ways on: add, clear the search, reload… */
  children?: ReactNode;
  /** The screen's frame (card, dashed border…) and spacing. */
  className?: string;
}

/** Nothing to show: an icon, a title, a text and the ways on. */
export function EmptyState({ title, text, icon, children, className = '' }: Props) {
  return (
    <div className={`empty-state ${className}`}>
      {icon && <i className={`bi ${icon} empty-state__icon`} aria-hidden="true" />}
      {title && <h2 className="h5 empty-state__title">{title}</h2>}
      {text && <p className="empty-state__text">{text}</p>}
      {children && <div className="empty-state__actions">{children}</div>}
    </div>
  );
}
