/**
 * A typed time as `HH:mm` when it reads as one ('9.30', '930', '0930', '9:30' → '09:30'); otherwise as typed,
 * trimmed.
 */
export function normalTime(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}
