/** Placeholders in the shape of the settings' cards, while they load. */
export function PaymentSettingsSkeleton() {
  const card = (lines: number, key: string) => (
    <div key={key} className="card payment-settings-card">
      <div className="card-body p-4 placeholder-glow">
        <span className="placeholder col-5 mb-3 d-block" />
        {Array.from({ length: lines }, (_, n) => (
          <span key={n} className="placeholder col-12 mb-2 d-block" />
        ))}
      </div>
    </div>
  );
  return (
    <div className="row g-4">
      <div className="col-xl-6 d-flex flex-column gap-4">{[card(4, 'gateway'), card(2, 'manual')]}</div>
      <div className="col-xl-6 d-flex flex-column gap-4">{[card(5, 'methods'), card(2, 'minutes')]}</div>
    </div>
  );
}
