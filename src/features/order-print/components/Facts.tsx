import type { ReactNode } from 'react';

/** A label and its value on a printed part. */
export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`print-fact ${wide ? 'print-fact--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
