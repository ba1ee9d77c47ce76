import type { ReactNode } from 'react';

interface Props {
  /** Names the scrolling region for screen readers (usually the table's title). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A horizontally scrollable box for a wide table. It is focusable and named,
 * so keyboard users can scroll it with the arrow keys (WCAG 2.1.1; axe
 * `scrollable-region-focusable`).
 */
export function ScrollableTable({ label, children, className = '' }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={`table-responsive ${className}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
