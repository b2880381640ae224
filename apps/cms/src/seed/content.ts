import type { Payload, PayloadRequest } from 'payload';

import { seedClinicalResources } from './clinical-resources';
import { seedClinicalTrials } from './clinical-trials';
import { seedEducation } from './education';
import { seedForms } from './forms';
import { seedImportantUpdates } from './important-updates';
import { seedProductCatalogue } from './product-catalogue';
import { seedQuickLinks } from './quick-links';
import { seedStability } from './stability';
import { seedTeams } from './teams';

type Seeder = (payload: Payload, req: PayloadRequest) => Promise<void>;

/** Each area's demo content, in side-menu order; teams come before the trials that name them. */
const SEEDERS: Seeder[] = [
  seedStability,
  seedEducation,
  seedClinicalResources,
  seedTeams,
  seedClinicalTrials,
  seedImportantUpdates,
  seedProductCatalogue,
  seedQuickLinks,
  seedForms,
];

/** The demo content of every portal area, seeded in the demo's one transaction. */
export async function seedContent(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const seed of SEEDERS) await seed(payload, req);
}
