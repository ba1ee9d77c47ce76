/** Placeholder lines with the line height of the text they stand for. */
export function TextSkeleton({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <span className={`placeholder-glow d-block ${className}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`placeholder rounded d-block mb-2 ${index === lines - 1 && lines > 1 ? 'w-75' : 'w-100'}`} />
      ))}
    </span>
  );
}
