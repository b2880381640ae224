import { z } from 'zod';

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

/** "1 point" reads better than "1 points"; units follow the same rule. */
function quantity(value: number, unit: string): string {
  return `${String(value)} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
}

/**
 * The CPD label of spec section 9: 'Self-directed'; otherwise 'Category {n}' (or 'Accredited' without a category),
 * then '({time} {unit})' when the display is time, else '({points} points)'.
 */
export function formatCpdLabel(cpd: CpdInfo): string {
  if (cpd.type === 'self-directed') return 'Self-directed';
  const lead = cpd.category === null ? 'Accredited' : `Category ${String(cpd.category)}`;
  const amount = cpd.display === 'time' ? quantity(cpd.time.value, cpd.time.unit) : quantity(cpd.points, 'points');
  return `${lead} (${amount})`;
}
