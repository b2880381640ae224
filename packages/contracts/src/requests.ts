import { z } from 'zod';

import type { Capability } from './capabilities';
import { PageQuerySchema, paginatedSchema } from './content';
import { REFERENCE_PATTERN, REQUEST_FORM_KINDS } from './form-constants';

// Which form kinds are requests is in form-constants.ts, without zod, for the form screen; exported from here too.
export { isRequestKind, REQUEST_FORM_KINDS } from './form-constants';

/** Reading one's own requests (My requests); a request's status notices reach only accounts holding it. */
export const MY_REQUESTS_CAPABILITY = 'wb_edit_current_user' satisfies Capability;

/** A request's life cycle: received → in progress → answered → closed; the requester may withdraw it while open. */
export const REQUEST_STATUSES = ['received', 'in-progress', 'answered', 'closed', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  received: 'Received',
  'in-progress': 'In progress',
  answered: 'Answered',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

/** Still waiting for the provider: the deadline counts, it can be overdue, and the requester may withdraw it. */
export const OPEN_REQUEST_STATUSES = ['received', 'in-progress'] as const satisfies readonly RequestStatus[];

export function isOpenRequest(status: RequestStatus): boolean {
  return (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(status);
}

/** The service level a form has until an editor sets one, in working days. */
export const DEFAULT_SERVICE_LEVEL_DAYS = 2;
export const MAX_SERVICE_LEVEL_DAYS = 60;

// --- Working days -------------------------------------------------------------------------------------------------

/** The time zone the provider works in: a request's day, and whether it is overdue, are told on its clock. */
export const WORKING_TIME_ZONE = 'Europe/London';

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date): IsoDay => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(dayOf(year, month, day));
}

/** The first Monday of a month, or the last when `last`. */
function mondayOf(year: number, month: number, last: boolean): Date {
  if (!last) {
    const first = dayOf(year, month, 1);
    return plusDays(first, (8 - first.getUTCDay()) % 7);
  }
  const end = dayOf(year, month + 1, 0);
  return plusDays(end, -((end.getUTCDay() + 6) % 7));
}

/**
 * The bank holidays of England and Wales by their standing rules, with the substitute days when one falls on a
 * weekend: New Year's Day, Good Friday, Easter Monday, the early May, spring and summer bank holidays, Christmas Day
 * and Boxing Day. One-off holidays proclaimed for a year (a coronation, a jubilee) are not in the rule.
 */
export function englandAndWalesBankHolidays(year: number): IsoDay[] {
  const newYear = dayOf(year, 1, 1);
  const newYearObserved = plusDays(newYear, newYear.getUTCDay() === 6 ? 2 : newYear.getUTCDay() === 0 ? 1 : 0);
  const easter = new Date(`${easterSunday(year)}T00:00:00.000Z`);
  const christmas = dayOf(year, 12, 25);
  // Christmas and Boxing Day each take the next weekday neither of them already holds.
  const christmasDays: Date[] = [];
  let candidate = christmas;
  while (christmasDays.length < 2) {
    const nominal = christmasDays.length === 0 ? christmas : dayOf(year, 12, 26);
    if (candidate < nominal) candidate = nominal;
    while (isWeekend(candidate)) candidate = plusDays(candidate, 1);
    christmasDays.push(candidate);
    candidate = plusDays(candidate, 1);
  }
  return [
    newYearObserved,
    plusDays(easter, -2),
    plusDays(easter, 1),
    mondayOf(year, 5, false),
    mondayOf(year, 5, true),
    mondayOf(year, 8, true),
    ...christmasDays,
  ].map(iso);
}

/** Whether a day is a working day: a weekday that is not a bank holiday of England and Wales. */
export function isWorkingDay(day: IsoDay): boolean {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (isWeekend(date)) return false;
  return !englandAndWalesBankHolidays(date.getUTCFullYear()).includes(day);
}

/**
 * The day `days` working days after `start`: the start day itself never counts, so a request sent on a Friday with
 * a service level of 2 working days is due on Tuesday, and one sent on Saturday too. 0 days: the start day itself.
 */
export function addWorkingDays(start: IsoDay, days: number): IsoDay {
  let date = new Date(`${start}T00:00:00.000Z`);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date = plusDays(date, 1);
    if (isWorkingDay(iso(date))) left -= 1;
  }
  return iso(date);
}

/** The calendar day a moment falls on, on the provider's clock (Europe/London). */
export function workingDayOf(moment: Date): IsoDay {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: WORKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** A request's response deadline: the last day it may be answered on, `serviceLevelDays` working days after it came. */
export function responseDeadline(submittedAt: Date, serviceLevelDays: number): IsoDay {
  return addWorkingDays(workingDayOf(submittedAt), serviceLevelDays);
}

// --- Urgent requests ------------------------------------------------------------------------------------------------

/** An urgent request's response time until an editor sets one: 0 working days, the same working day. */
export const DEFAULT_URGENT_SERVICE_LEVEL_DAYS = 0;

/**
 * The time of day, on the provider's clock, from which an urgent request counts from the next working day: one that
 * comes at 16:00 or later can no longer be answered the same working day (the team answers until 18:00).
 */
export const URGENT_CUT_OFF = { hour: 16, minute: 0 } as const;

/** The time of day a moment falls on, on the provider's clock, in minutes after midnight. */
function minutesOfDayOf(moment: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: WORKING_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: 'hour' | 'minute') => Number(parts.find((one) => one.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/**
 * The working day an urgent request counts from: the day it came, if that is a working day and it came before the
 * cut-off (16:00, London); otherwise the next working day. So "the same working day" for one sent on Friday at 17:30,
 * on a Saturday or on a bank holiday is the next working day.
 */
export function urgentStartDay(submittedAt: Date): IsoDay {
  const day = workingDayOf(submittedAt);
  const cutOff = URGENT_CUT_OFF.hour * 60 + URGENT_CUT_OFF.minute;
  if (isWorkingDay(day) && minutesOfDayOf(submittedAt) < cutOff) return day;
  return addWorkingDays(day, 1);
}

/**
 * An urgent request's response deadline: `urgentDays` working days after the day it counts from (`urgentStartDay`);
 * 0 is that day itself. Refuses an invalid moment or a number of days that is not a whole number from 0 to
 * MAX_SERVICE_LEVEL_DAYS, instead of rounding or clamping it into a different deadline.
 */
export function urgentResponseDeadline(submittedAt: Date, urgentDays: number): IsoDay {
  if (Number.isNaN(submittedAt.getTime())) throw new RangeError('The request’s time is not a valid date.');
  if (!Number.isInteger(urgentDays) || urgentDays < 0 || urgentDays > MAX_SERVICE_LEVEL_DAYS)
    throw new RangeError(
      `An urgent response time must be a whole number of working days from 0 to ${String(MAX_SERVICE_LEVEL_DAYS)}.`,
    );
  return addWorkingDays(urgentStartDay(submittedAt), urgentDays);
}

/** Overdue: still open after the end of its deadline day, on the provider's clock. */
export function isOverdue(status: RequestStatus, deadline: IsoDay | null, now: Date = new Date()): boolean {
  return deadline !== null && isOpenRequest(status) && workingDayOf(now) > deadline;
}

// --- API ----------------------------------------------------------------------------------------------------------

export const RequestStatusSchema = z.enum(REQUEST_STATUSES).meta({ id: 'RequestStatus' });

/** `{reference}` in the path: the reference the confirmation showed, e.g. HCP-2026-000123. */
export const RequestReferenceParamSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN, 'Use the request’s reference, e.g. HCP-2026-000123.'),
});

/** `GET api/v1/account/requests`: paged like the other lists. */
export const MyRequestsQuerySchema = PageQuerySchema;
export type MyRequestsQuery = z.infer<typeof MyRequestsQuerySchema>;

const RequestFormSchema = z
  .object({ title: z.string(), slug: z.string(), kind: z.enum(REQUEST_FORM_KINDS) })
  .meta({ id: 'RequestForm' });

/** One of the caller's requests, as the list shows it. */
export const MyRequestSummarySchema = z
  .object({
    reference: z.string().regex(REFERENCE_PATTERN),
    form: RequestFormSchema,
    submittedAt: z.iso.datetime(),
    status: RequestStatusSchema,
    statusLabel: z.string(),
    deadline: z.iso.date().meta({ description: 'The last working day for an answer, on the provider’s clock.' }),
    overdue: z.boolean().meta({ description: 'Still open after its deadline day.' }),
    urgent: z.boolean().meta({
      description: 'The requester’s answer marked it urgent (the form’s urgency rule): it has the urgent deadline.',
    }),
  })
  .meta({ id: 'MyRequestSummary' });
export type MyRequestSummary = z.infer<typeof MyRequestSummarySchema>;

export const MyRequestsSchema = paginatedSchema(MyRequestSummarySchema).meta({ id: 'MyRequests' });
export type MyRequests = z.infer<typeof MyRequestsSchema>;

/** A file the requester sent with the request, downloadable from `api/v1/form-uploads/{id}`. */
export const RequestAttachmentSchema = z
  .object({ id: z.number().int(), name: z.string(), size: z.number().int().nonnegative() })
  .meta({ id: 'RequestAttachment' });
export type RequestAttachment = z.infer<typeof RequestAttachmentSchema>;

/** `GET api/v1/account/requests/{reference}`: the request, the person's own answers, their files, and the answer. */
export const MyRequestSchema = MyRequestSummarySchema.extend({
  statusChangedAt: z.iso.datetime().nullable(),
  answers: z.array(z.object({ label: z.string(), text: z.string() })),
  attachments: z.array(RequestAttachmentSchema),
  answer: z
    .object({
      message: z.string(),
      answeredAt: z.iso.datetime().nullable(),
      team: z.string().meta({ description: 'The team the answer is from, as read after “Answered by the”.' }),
    })
    .nullable()
    .meta({ description: 'The provider’s answer, once it has one.' }),
  withdrawable: z.boolean().meta({ description: 'The requester may still withdraw it (it is open).' }),
}).meta({ id: 'MyRequest' });
export type MyRequest = z.infer<typeof MyRequestSchema>;
