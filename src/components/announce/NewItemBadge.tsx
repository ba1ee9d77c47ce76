import './NewItems.css';

/**
 * 'Baru' beside an item that arrived since staff last looked (an order, a payment proof). The space before
 * it keeps the badge a word of its own in the item's accessible name ('#1073 Siti Baru').
 */
export function NewItemBadge({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span className="badge rounded-pill new-item-badge">{label}</span>
    </>
  );
}
