import type { Payload } from 'payload';
import type { z } from 'zod';

import {
  claimAssertionRow,
  peekSsoTicketRow,
  type SsoTicketKind,
  type SsoTicketRow,
  takeSsoTicketRow,
} from '../db/sso';
import { hashSecretToken, newSecretToken } from '../utilities/secretToken';

const COLLECTION = 'sso-tickets';

/** How long each kind of ticket lives: a provider's sign-in page may take a while; the code is exchanged at once. */
export const TICKET_LIFETIME_MS: Record<Exclude<SsoTicketKind, 'assertion'>, number> = {
  request: 10 * 60 * 1000,
  code: 60 * 1000,
  link: 10 * 60 * 1000,
  logout: 2 * 60 * 1000,
};

/**
 * Stores a new ticket of `kind` for `provider` with its data, and answers its secret: 32 random bytes, of which only
 * the hash is kept. Expired tickets are cleared out as new ones are made.
 */
export async function issueTicket(
  payload: Payload,
  kind: Exclude<SsoTicketKind, 'assertion'>,
  provider: string,
  data: Record<string, unknown>,
): Promise<string> {
  await payload.db.deleteMany({
    collection: COLLECTION,
    where: { expiresAt: { less_than: new Date().toISOString() } },
  });
  const { token, stored } = newSecretToken(TICKET_LIFETIME_MS[kind]);
  await payload.db.create({
    collection: COLLECTION,
    data: { kind, keyHash: stored.tokenHash, provider, data, expiresAt: stored.expiresAt },
  });
  return token;
}

/** A live ticket's provider and its data, checked against the shape the code that issued it wrote. */
function liveTicket<Schema extends z.ZodType>(
  row: SsoTicketRow | undefined,
  schema: Schema,
): { provider: string; data: z.infer<Schema> } | undefined {
  if (!row || !(row.expiresAt.getTime() > Date.now())) return undefined;
  const data = schema.safeParse(row.data);
  return data.success ? { provider: row.provider, data: data.data } : undefined;
}

/** Spends a ticket: its provider and data for the one request that took it while it was live, else undefined. */
export async function takeTicket<Schema extends z.ZodType>(
  payload: Payload,
  kind: Exclude<SsoTicketKind, 'assertion'>,
  secret: string,
  schema: Schema,
): Promise<{ provider: string; data: z.infer<Schema> } | undefined> {
  return liveTicket(await takeSsoTicketRow(payload, hashSecretToken(secret), kind), schema);
}

/** Reads a live ticket without spending it. */
export async function peekTicket<Schema extends z.ZodType>(
  payload: Payload,
  kind: Exclude<SsoTicketKind, 'assertion'>,
  secret: string,
  schema: Schema,
): Promise<{ provider: string; data: z.infer<Schema> } | undefined> {
  return liveTicket(await peekSsoTicketRow(payload, hashSecretToken(secret), kind), schema);
}

/**
 * Records a SAML assertion's id as used until `keepUntil`: true the first time, false for a replay, whichever process
 * it reaches. The id is namespaced by provider and hashed like every other key of the table.
 */
export async function claimAssertion(
  payload: Payload,
  provider: string,
  assertionId: string,
  keepUntil: Date,
): Promise<boolean> {
  return claimAssertionRow(payload, hashSecretToken(`saml-assertion:${provider}:${assertionId}`), provider, keepUntil);
}
