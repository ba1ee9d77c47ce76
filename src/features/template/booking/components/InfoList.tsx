import './InfoList.css';
interface Props {
  items: { key: string; icon: string; label: string; value: string }[];
}

/**
 * Label/value pairs with icons. Each pair is a `<div>` of exactly one `<dt>`
 * and one `<dd>` (what HTML allows inside `<dl>`); the icon sits in the `<dt>`
 * and a two-column grid puts it beside both lines.
 */
export function InfoList({ items }: Props) {
  return (
    <dl className="booking-info mb-0">
      {items.map((item) => (
        <div key={item.key} className="booking-info__item">
          <dt>
            <i className={`bi ${item.icon}`} aria-hidden="true" />
            {item.label}
          </dt>
          <dd className="text-break">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
