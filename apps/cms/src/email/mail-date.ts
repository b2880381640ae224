const LONDON = 'Europe/London';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LONDON,
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LONDON,
});

/** A moment as a UK reader writes it, in London time: "Friday 27 November 2026 at 08:57". */
export function formatMailDateTime(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  // en-GB puts a comma after the weekday ("Friday, 27 November 2026") in some ICU versions; the mails never do.
  return `${dayFormat.format(date).replace(',', '')} at ${timeFormat.format(date)}`;
}

/** A calendar day (`yyyy-mm-dd`), as written: "Friday 27 November 2026". The day itself, whatever the time zone. */
export function formatMailDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00.000Z`)).replace(',', '');
}
