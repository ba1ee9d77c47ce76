/** A count as its badge shows it: the number up to `max`, then `{max}+` ('9+', '99+'). */
export function shownCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

interface Props {
  count: number;
  /** Above it the badge reads `{max}+`. */
  max: number;
  className: string;
}

/**
 * A count beside a control's label, nothing when 0. A space comes first, so that the label and the count are
 * two words of the text on screen ('Bukti Pembayaran 1', never 'Bukti Pembayaran1'; the flex layouts it sits in
 * draw no space). The control's accessible name then holds that visible text as it reads: its visible label (if
 * any) followed by `shownCount(count, max)`, e.g. 'Bukti Pembayaran 1 menunggu' or 'Notifikasi: 4 baru' for a
 * bell whose only text is its badge, so what is seen can be said (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function CountBadge({ count, max, className }: Props) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className={className}>{shownCount(count, max)}</span>
    </>
  );
}
