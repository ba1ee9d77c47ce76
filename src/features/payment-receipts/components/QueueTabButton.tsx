interface Props {
  label: string;
  /** Shown once known. */
  count: number | undefined;
  active: boolean;
  onClick(): void;
}

/** One of the payments page's tabs: its label and, once known, its count. */
export function QueueTabButton({ label, count, active, onClick }: Props) {
  return (
    <button
      type="button"
      className={`nav-link d-inline-flex align-items-center gap-2 ${active ? 'active' : 'border'}`}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
      {count !== undefined && (
        <>
          {/* A word of its own in the text ('Menunggu 2', not 'Menunggu2'): the flex gap draws no space. */}{' '}
          <span className={`badge rounded-pill ${active ? 'text-bg-light' : 'text-bg-secondary'}`}>{count}</span>
        </>
      )}
    </button>
  );
}
