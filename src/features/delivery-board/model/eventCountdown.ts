/**
 * The time left until a board's event, on the shop clock, as the delivery board says it: the two largest parts
 * worth saying ('1 hari 3 jam', '5 jam 20 menit', '12 menit'; minutes rounded up), or that it has started.
 */
export type EventCountdown =
  { started: true } | { started: false; parts: Array<{ unit: 'days' | 'hours' | 'minutes'; count: number }> };

const MINUTE_MS = 60_000;

export function eventCountdown(eventAt: number, now: number): EventCountdown {
  const ms = eventAt - now;
  if (!Number.isFinite(ms) || ms <= 0) return { started: true };
  const total = Math.ceil(ms / MINUTE_MS);
  const parts = [
    { unit: 'days' as const, count: Math.floor(total / 1440) },
    { unit: 'hours' as const, count: Math.floor((total % 1440) / 60) },
    { unit: 'minutes' as const, count: total % 60 },
  ];
  const first = parts.findIndex((part) => part.count > 0);
  return { started: false, parts: parts.slice(first, first + 2).filter((part) => part.count > 0) };
}
