/** Three cards' placeholders, in the shape of the payments page's lists. */
export function QueueSkeleton() {
  return (
    <div className="row g-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="col-md-6 col-xl-4">
          <div className="card receipt-skeleton__card placeholder-glow p-3">
            <span className="placeholder col-6 mb-3" />
            <span className="placeholder col-8 mb-2" />
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-10" />
          </div>
        </div>
      ))}
    </div>
  );
}
