import type { Payload, PayloadRequest } from 'payload';

import { seedImportantUpdates } from './important-updates';
import { seedProductCatalogue } from './product-catalogue';
import { seedQuickLinks } from './quick-links';

/** The demo content of every portal area, seeded in the demo's one transaction. */
export async function seedContent(payload: Payload, req: PayloadRequest): Promise<void> {
  const seeders: ((payload: Payload, req: PayloadRequest) => Promise<void>)[] = [
    seedImportantUpdates,
    seedProductCatalogue,
    seedQuickLinks,
  ];
  for (const seed of seeders) await seed(payload, req);
}
