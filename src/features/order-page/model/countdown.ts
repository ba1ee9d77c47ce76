/** Whole time left until a deadline, in days, hours and minutes (minutes rounded up); null once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

export function timeLeft(deadline: number, now: number): TimeLeft | null {
  const ms = deadline - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.ceil(ms / MINUTE_MS);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** The two largest parts worth saying: '1 hari 3 jam', '5 jam 20 menit', '12 menit' (zero parts left out). */
export function timeLeftParts(left: TimeLeft): Array<{ unit: 'days' | 'hours' | 'minutes'; count: number }> {
  const parts = [
    { unit: 'days' as const, count: left.days },
    { unit: 'hours' as const, count: left.hours },
    { unit: 'minutes' as const, count: left.minutes },
  ];
  const first = parts.findIndex((part) => part.count > 0);
  if (first < 0) return [{ unit: 'minutes', count: 1 }];
  return parts.slice(first, first + 2).filter((part) => part.count > 0);
}
