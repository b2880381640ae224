import type { Payload, PayloadRequest } from 'payload';

import { seedStability } from './stability';

/** The demo content of every portal area, seeded in the demo's one transaction. */
export async function seedContent(payload: Payload, req: PayloadRequest): Promise<void> {
  const seeders: ((payload: Payload, req: PayloadRequest) => Promise<void>)[] = [seedStability];
  for (const seed of seeders) await seed(payload, req);
}
