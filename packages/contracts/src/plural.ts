// Without zod: the portal's first load and the CMS's refusals both count things with these (issue 29, point 8).

/** How to say a unit in the singular and the plural; most units add an s. */
export type Unit = { one: string; many: string };

const unitOf = (unit: string | Unit): Unit => (typeof unit === 'string' ? { one: unit, many: `${unit}s` } : unit);

/** A count and its unit as people say it: "1 point", "2 points", "0 entries", "1.5 points". */
export function countOf(count: number, unit: string | Unit): string {
  const { one, many } = unitOf(unit);
  return `${String(count)} ${count === 1 ? one : many}`;
}

/**
 * A wait, for "Please wait {wait}": seconds under a minute, then whole minutes (rounded up, so the person never tries
 * too early) up to two hours, then whole hours. 1 → "1 second", 900 → "15 minutes", 61 → "2 minutes".
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return countOf(whole, 'second');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return countOf(minutes, 'minute');
  return countOf(Math.ceil(minutes / 60), 'hour');
}
