import { z } from 'zod';

import { countOf } from './plural';

export const CPD_TYPES = ['self-directed', 'accredited'] as const;
export const CPD_DISPLAYS = ['time', 'points'] as const;
export const CPD_TIME_UNITS = ['minutes', 'hours'] as const;

/** An education item's CPD information (spec section 3): type, display, category, points and time. */
export const CpdInfoSchema = z
  .object({
    type: z.enum(CPD_TYPES),
    display: z.enum(CPD_DISPLAYS),
    category: z.number().int().min(1).max(99).nullable(),
    points: z.number().min(0).max(1000),
    time: z.object({ value: z.number().min(0).max(10_000), unit: z.enum(CPD_TIME_UNITS) }),
  })
  .meta({ id: 'CpdInfo' });
export type CpdInfo = z.infer<typeof CpdInfoSchema>;

const TIME_UNITS = { minutes: 'minute', hours: 'hour' } as const;

/**
 * The CPD label of spec section 9: 'Self-directed'; otherwise 'Category {n}' (or 'Accredited' without a category),
 * then '({time} {unit})' when the display is time, else '({points} points)'. The unit agrees with its number: "(1
 * point)", "(1 hour)", as everywhere the portal counts (`countOf`; docs/content.md, "Education and the CPD log").
 */
export function formatCpdLabel(cpd: CpdInfo): string {
  if (cpd.type === 'self-directed') return 'Self-directed';
  const lead = cpd.category === null ? 'Accredited' : `Category ${String(cpd.category)}`;
  const amount =
    cpd.display === 'time' ? countOf(cpd.time.value, TIME_UNITS[cpd.time.unit]) : countOf(cpd.points, 'point');
  return `${lead} (${amount})`;
}
