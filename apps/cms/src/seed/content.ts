import type { Payload, PayloadRequest } from 'payload';

import { seedEducation } from './education';

/** The demo content of every portal area, seeded in the demo's one transaction. */
export async function seedContent(payload: Payload, req: PayloadRequest): Promise<void> {
  const seeders: ((payload: Payload, req: PayloadRequest) => Promise<void>)[] = [seedEducation];
  for (const seed of seeders) await seed(payload, req);
}
