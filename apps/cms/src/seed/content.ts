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
const SEEDERS = {
  stability: seedStability,
  education: seedEducation,
  'clinical-resources': seedClinicalResources,
  teams: seedTeams,
  'clinical-trials': seedClinicalTrials,
  'important-updates': seedImportantUpdates,
  'product-catalogue': seedProductCatalogue,
  'quick-links': seedQuickLinks,
  forms: seedForms,
} as const satisfies Record<string, Seeder>;

export type ContentArea = keyof typeof SEEDERS;
export const CONTENT_AREAS = Object.keys(SEEDERS) as ContentArea[];

/** Areas whose demo content refers to another area's: trials name their contact teams. */
const NEEDS: Partial<Record<ContentArea, ContentArea[]>> = { 'clinical-trials': ['teams'] };

/** The areas to seed: the ones asked for and those they refer to, in seeding order. */
export function withDependencies(areas: readonly ContentArea[]): ContentArea[] {
  const wanted = new Set(areas.flatMap((area) => [area, ...(NEEDS[area] ?? [])]));
  return CONTENT_AREAS.filter((area) => wanted.has(area));
}

/** The demo content of the given portal areas (every area unless told), seeded in the demo's one transaction. */
export async function seedContent(
  payload: Payload,
  req: PayloadRequest,
  areas: readonly ContentArea[] = CONTENT_AREAS,
): Promise<void> {
  for (const area of withDependencies(areas)) await SEEDERS[area](payload, req);
}
