/** Placeholders in the shape of the template cards, while they load. */
export function TemplatesSkeleton() {
  return (
    <div className="message-templates__grid">
      {Array.from({ length: 4 }, (_, n) => (
        <div key={n} className="card message-template">
          <div className="card-body placeholder-glow">
            <span className="placeholder col-3 mb-3 d-block" />
            <span className="placeholder col-10 mb-2 d-block" />
            <span className="placeholder col-7 mb-2 d-block" />
            <span className="placeholder col-5 d-block" />
          </div>
        </div>
      ))}
    </div>
  );
}
