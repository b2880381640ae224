/**
 * Calendar dates (`yyyy-mm-dd`, or the day part of an ISO moment) written as people in the UK read them: "22 November
 * 2026", "1 Dec 2026". Written out here rather than by `Intl.DateTimeFormat`: a page's first `Intl` object loads the
 * ICU data, about 15 ms of a phone's main thread in one piece (60 ms at Lighthouse's 4× slowdown), and the signed-in
 * home's widgets would pay it while the home starts (issue 16). The unit test holds the output to Intl's en-GB.
 */
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-GB's short months: "Sept", not "Sep". */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The date as day, month and year, the month written in full or short. A value that is no date is shown as it came,
 * rather than failing the screen it is on.
 */
export function formatCalendarDate(date: string, month: 'long' | 'short' = 'long'): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const months = month === 'long' ? LONG_MONTHS : SHORT_MONTHS;
  return `${String(day.getUTCDate())} ${months[day.getUTCMonth()] ?? ''} ${String(day.getUTCFullYear())}`;
}
