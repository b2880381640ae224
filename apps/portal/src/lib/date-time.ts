const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A moment as people read it, in their own time zone: "24 November 2026 at 17:55". */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}

/** The day of a moment, in the reader's time zone: "24 December 2026". */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
