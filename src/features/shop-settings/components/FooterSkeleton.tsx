/**
 * Placeholder lines shown while the shop settings load; static, like every storefront skeleton (no pulse,
 * docs/performance.md).
 */
export function FooterSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`placeholder col-${index % 2 ? 8 : 10} d-block mb-2 rounded`} />
      ))}
    </div>
  );
}
