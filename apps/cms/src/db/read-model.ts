import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { returnedRows } from './statements';

/** Moves the read model's generation on by one, in `req`'s transaction when it has one. */
export async function bumpReadModelGeneration(
  payload: Payload,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<void> {
  await returnedRows(payload, sql`UPDATE read_model SET generation = generation + 1`, req);
}
