interface Props {
  items: { key: string; icon: string; label: string; value: string }[];
}

/** Label/value pairs with icons. */
export function InfoList({ items }: Props) {
  return (
    <dl className="booking-info mb-0">
      {items.map((item) => (
        <div key={item.key} className="booking-info__item">
          <i className={`bi ${item.icon}`} aria-hidden="true" />
          <div className="min-w-0">
            <dt>{item.label}</dt>
            <dd className="text-break">{item.value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
