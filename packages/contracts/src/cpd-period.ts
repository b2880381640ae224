// Without zod: the signed-in home's CPD widget reads the current year and shows its times with these and no schema
// (issue 16); cpd-log.ts exports them too, with the schemas.

import { countOf } from './plural';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date (yyyy-mm-dd) of a moment, in UTC. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The latest date an entry may carry: a year ahead, for activities booked in advance; later is surely a typo. */
export function latestCpdDate(today: Date = new Date()): string {
  return isoDay(new Date(today.getTime() + 366 * DAY_MS));
}

export type CpdPeriod = { from: string; to: string };

/** The period the log shows unless asked otherwise: the current calendar year. */
export function currentYearPeriod(today: Date = new Date()): CpdPeriod {
  const year = String(today.getUTCFullYear());
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** A requested period with the current year filling in whatever end is missing. */
export function resolvePeriod(requested: { from?: string | undefined; to?: string | undefined }, today = new Date()) {
  const year = currentYearPeriod(today);
  return { from: requested.from ?? year.from, to: requested.to ?? year.to } satisfies CpdPeriod;
}

/** A total of minutes as people say it: "45 minutes", "1 hour", "3 hours 30 minutes". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return countOf(minutes, 'minute');
  return minutes === 0 ? countOf(hours, 'hour') : `${countOf(hours, 'hour')} ${countOf(minutes, 'minute')}`;
}
