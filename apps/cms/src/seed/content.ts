import type { Payload, PayloadRequest } from 'payload';

import { seedClinicalTrials } from './clinical-trials';
import { seedTeams } from './teams';

/** The demo content of every portal area, seeded in the demo's one transaction. */
export async function seedContent(payload: Payload, req: PayloadRequest): Promise<void> {
  const seeders: ((payload: Payload, req: PayloadRequest) => Promise<void>)[] = [
    // Teams first: trials name their contact team.
    seedTeams,
    seedClinicalTrials,
  ];
  for (const seed of seeders) await seed(payload, req);
}
