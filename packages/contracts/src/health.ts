import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** `GET /json/ready`: the process takes requests and its database answers. */
export const ReadinessSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
