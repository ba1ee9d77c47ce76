/**
 * Placeholder lines with the line height of the text they stand for. Static: the
 * storefront's skeletons do not pulse (no `placeholder-glow`): pulsing placeholders
 * block a phone's main thread while the page starts (docs/performance.md).
 */
export function TextSkeleton({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <span className={`d-block ${className}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={`placeholder rounded d-block mb-2 ${index === lines - 1 && lines > 1 ? 'w-75' : 'w-100'}`}
        />
      ))}
    </span>
  );
}
