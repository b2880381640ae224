/** Whether a date field holds a day (stored at noon UTC by the admin's picker) or a moment with its time. */
export type DateKind = 'day' | 'moment' | 'time' | 'month';

const WORDS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  // A day is read in UTC: the picker stores it at noon UTC, and the portal compares days in UTC.
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  moment: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** A stored date written out in British English, "Friday 27 November 2026"; null for no date or a bad one. */
export function dateInWords(value: unknown, kind: DateKind, timeZone?: string): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const options = { ...WORDS[kind], hourCycle: 'h23' as const, ...(timeZone && kind === 'moment' ? { timeZone } : {}) };
  return new Intl.DateTimeFormat('en-GB', options).format(date).replace(/^(\p{L}+),/u, '$1');
}
