import { z } from 'zod';

import { IdOrSlugSchema, PageQuerySchema, paginatedSchema } from './content';
import { CPD_DISPLAYS, CPD_TIME_UNITS, CPD_TYPES, CpdInfoSchema } from './cpd';
import { latestCpdDate } from './cpd-period';

// The log's days, periods and how a time reads are in cpd-period.ts, without zod, for the signed-in home's CPD widget;
// exported from here too.
export { type CpdPeriod, currentYearPeriod, formatMinutes, isoDay, latestCpdDate, resolvePeriod } from './cpd-period';

/** GPhC revalidation asks whether each activity was planned in advance or came up unplanned. */
export const CPD_PLANNING = ['planned', 'unplanned'] as const;
export type CpdPlanning = (typeof CPD_PLANNING)[number];

/** The longest single activity a log entry may claim: 100 hours. */
export const MAX_ENTRY_MINUTES = 100 * 60;
export const MAX_ENTRY_POINTS = 100;
/** The earliest date an entry or a period may name. */
export const EARLIEST_CPD_DATE = '2000-01-01';

/** An activity's time in minutes, whatever unit it was recorded in. */
export function minutesOf(time: { value: number; unit: (typeof CPD_TIME_UNITS)[number] }): number {
  return Math.round(time.unit === 'hours' ? time.value * 60 : time.value);
}

const calendarDate = (what: string) =>
  z.iso
    .date({ error: `Enter ${what} as a date.` })
    .refine(
      (date) => date >= EARLIEST_CPD_DATE,
      `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} must be in 2000 or later.`,
    );

const EntryDateSchema = calendarDate('the date').refine(
  (date) => date <= latestCpdDate(),
  'The date can be at most a year from today.',
);

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .max(max, `Use at most ${String(max)} characters for ${what}.`);

/** The CPD an entry claims: its type and its points or time (the shape of an education item's CPD info). */
export const CpdEntryCpdSchema = z
  .object({
    type: z.enum(CPD_TYPES, { error: 'Choose the CPD type.' }),
    display: z.enum(CPD_DISPLAYS, { error: 'Choose whether it counts in points or time.' }),
    category: z
      .number({ error: 'Enter the category as a whole number.' })
      .int('Enter the category as a whole number.')
      .min(1, 'A category is 1 or more.')
      .max(9, 'A category is at most 9.')
      .nullable(),
    points: z
      .number({ error: 'Enter the points as a number.' })
      .min(0, 'Points cannot be negative.')
      .max(MAX_ENTRY_POINTS, `An entry can claim at most ${String(MAX_ENTRY_POINTS)} points.`),
    time: z.object({
      value: z
        .number({ error: 'Enter the time as a number.' })
        .min(0, 'Time cannot be negative.')
        .max(MAX_ENTRY_MINUTES, 'An entry can claim at most 100 hours.'),
      unit: z.enum(CPD_TIME_UNITS, { error: 'Choose minutes or hours.' }),
    }),
  })
  .superRefine((cpd, context) => {
    if (cpd.display === 'points' && cpd.points <= 0) {
      context.addIssue({ code: 'custom', path: ['points'], message: 'Enter the points the activity earned.' });
    }
    if (cpd.display === 'time' && cpd.time.value <= 0) {
      context.addIssue({ code: 'custom', path: ['time', 'value'], message: 'Enter the time the activity took.' });
    }
    if (minutesOf(cpd.time) > MAX_ENTRY_MINUTES) {
      context.addIssue({ code: 'custom', path: ['time', 'value'], message: 'An entry can claim at most 100 hours.' });
    }
  })
  .meta({ id: 'CpdEntryCpd' });

/** Body of `POST api/v1/cpd-log`: one activity in the shape of a GPhC revalidation record. */
export const CpdEntryInputSchema = z
  .object({
    title: text('a title', 200).min(1, 'Enter a title.'),
    date: EntryDateSchema,
    cpd: CpdEntryCpdSchema,
    planning: z.enum(CPD_PLANNING, { error: 'Choose planned or unplanned.' }),
    reflection: z.object({
      learned: text('what you learned', 5000),
      practice: text('how it changes your practice', 5000),
    }),
    peerDiscussion: text('the peer discussion notes', 5000),
  })
  .meta({ id: 'CpdEntryInput' });
export type CpdEntryInput = z.infer<typeof CpdEntryInputSchema>;

/** Body of `PATCH api/v1/cpd-log/{id}`: any of the entry's fields; `cpd` and `reflection` are replaced whole. */
export const CpdEntryPatchSchema = CpdEntryInputSchema.partial().meta({ id: 'CpdEntryPatch' });
export type CpdEntryPatch = z.infer<typeof CpdEntryPatchSchema>;

/** The education item an entry completes, while the caller can still open it. */
export const CpdEntryItemSchema = z
  .object({ id: z.number().int(), slug: z.string(), parentSlug: z.string() })
  .meta({ id: 'CpdEntryItem' });

/** One entry of the caller's CPD log. */
export const CpdEntrySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    date: z.iso.date(),
    cpd: CpdInfoSchema,
    cpdLabel: z.string(),
    planning: z.enum(CPD_PLANNING),
    reflection: z.object({ learned: z.string(), practice: z.string() }),
    peerDiscussion: z.string(),
    educationItem: CpdEntryItemSchema.nullable().meta({
      description: 'The education item this entry completes; null for an own entry or an item no longer available.',
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CpdEntry' });
export type CpdEntry = z.infer<typeof CpdEntrySchema>;

export const CpdTotalsSchema = z
  .object({
    entries: z.number().int().min(0),
    points: z.number().min(0),
    minutes: z.number().int().min(0),
    planned: z.number().int().min(0),
    unplanned: z.number().int().min(0),
  })
  .meta({ id: 'CpdTotals' });
export type CpdTotals = z.infer<typeof CpdTotalsSchema>;

/** The totals of a period: every entry's points and time count, whatever its label shows. */
export function cpdTotals(
  entries: readonly { cpd: Pick<CpdEntry['cpd'], 'points' | 'time'>; planning: CpdPlanning }[],
) {
  const totals: CpdTotals = { entries: 0, points: 0, minutes: 0, planned: 0, unplanned: 0 };
  for (const entry of entries) {
    totals.entries += 1;
    totals.points += entry.cpd.points;
    totals.minutes += minutesOf(entry.cpd.time);
    totals[entry.planning] += 1;
  }
  // Half points are common; floating-point sums of them should not show as 3.4999999.
  totals.points = Math.round(totals.points * 100) / 100;
  return totals;
}

/** A period's end may not come before its start. */
const periodInOrder: [
  (period: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (period) => !period.from || !period.to || period.from <= period.to,
  { path: ['to'], message: 'The end date must not be before the start date.' },
];

/** `?from=&to=`: a period of the log, by calendar dates; the current year fills in a missing end. */
export const CpdPeriodQuerySchema = z
  .object({
    from: calendarDate('the start date').optional(),
    to: calendarDate('the end date').optional(),
  })
  .refine(...periodInOrder);
export type CpdPeriodQuery = z.infer<typeof CpdPeriodQuerySchema>;

export const CpdLogQuerySchema = z
  .object({ ...PageQuerySchema.shape, ...CpdPeriodQuerySchema.shape })
  .refine(...periodInOrder);

export const CPD_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type CpdExportFormat = (typeof CPD_EXPORT_FORMATS)[number];

export const CpdExportQuerySchema = z
  .object({ format: z.enum(CPD_EXPORT_FORMATS, { error: 'Choose csv or pdf.' }), ...CpdPeriodQuerySchema.shape })
  .refine(...periodInOrder);

/** Answer of `GET api/v1/cpd-log`: the period, its totals and one page of its entries, newest first. */
export const CpdLogSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    totals: CpdTotalsSchema,
    entries: paginatedSchema(CpdEntrySchema),
  })
  .meta({ id: 'CpdLog' });
export type CpdLog = z.infer<typeof CpdLogSchema>;

/** Body of `POST api/v1/cpd-log/complete`: the education item completed, by id or slug. */
export const CpdCompleteSchema = z
  .object({
    educationItem: z.union([z.number().int().positive(), IdOrSlugSchema], {
      error: 'Name the education item by its id or slug.',
    }),
  })
  .meta({ id: 'CpdCompleteRequest' });
export type CpdComplete = z.infer<typeof CpdCompleteSchema>;

export const CpdCompleteResponseSchema = z
  .object({
    entry: CpdEntrySchema,
    created: z.boolean().meta({ description: 'False when the item was already in the log: nothing new was added.' }),
  })
  .meta({ id: 'CpdCompleteResponse' });
export type CpdCompleteResponse = z.infer<typeof CpdCompleteResponseSchema>;

export const CpdDeleteResponseSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
