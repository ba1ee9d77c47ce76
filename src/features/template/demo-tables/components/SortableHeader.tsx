import type { SortDirection, SortKey } from '../model/orderRows';
import '@/components/layout/backOffice.css';
import './SortableHeader.css';

interface Props {
  column: SortKey;
  label: string;
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (column: SortKey) => void;
  numeric?: boolean;
  sortHint: string;
}

/** A column header that sorts the table; `aria-sort` tells which column and which way. */
export function SortableHeader({ column, label, sortKey, direction, onSort, numeric, sortHint }: Props) {
  const active = column === sortKey;
  const icon = !active ? 'bi-arrow-down-up' : direction === 'ascending' ? 'bi-sort-up' : 'bi-sort-down';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'} className={numeric ? 'bo-num' : undefined}>
      <button type="button" className="bo-sort-button" onClick={() => onSort(column)} title={sortHint}>
        <span>{label}</span>
        <i className={`bi ${icon} ${active ? '' : 'opacity-50'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
