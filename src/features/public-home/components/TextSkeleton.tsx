/**
 * Placeholder lines with the line height of the text they stand for. Static: the
 * storefront's skeletons do not pulse (no `placeholder-glow`), since ~50 pulsing
 * placeholders cost a phone ~100–250 ms of blocked main thread while the page starts
 * (issue 15, README Performance).
 */
export function TextSkeleton({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <span className={`d-block ${className}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`placeholder rounded d-block mb-2 ${index === lines - 1 && lines > 1 ? 'w-75' : 'w-100'}`} />
      ))}
    </span>
  );
}
