import { sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { returnedRows } from './statements';

export type SsoTicketKind = 'request' | 'code' | 'link' | 'assertion' | 'logout';

/** A ticket's row as the database answers it: `data` is text on SQLite and an object on PostgreSQL. */
export type SsoTicketRow = { provider: string; data: unknown; expiresAt: Date };

function dateOf(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

type RawTicketRow = { provider: unknown; data: unknown; expires_at: unknown };

function ticketOf(row: RawTicketRow | undefined): SsoTicketRow | undefined {
  return row && { provider: String(row.provider), data: jsonOf(row.data), expiresAt: dateOf(row.expires_at) };
}

/** Takes the ticket with `keyHash` of `kind`, deleting it: only the one request that deleted it gets its row. */
export async function takeSsoTicketRow(
  payload: Payload,
  keyHash: string,
  kind: SsoTicketKind,
): Promise<SsoTicketRow | undefined> {
  const [row] = await returnedRows<RawTicketRow>(
    payload,
    sql`DELETE FROM sso_tickets WHERE key_hash = ${keyHash} AND kind = ${kind} RETURNING provider, data, expires_at`,
  );
  return ticketOf(row);
}

/** Reads a ticket without spending it (the link page shows whom its ticket is about). */
export async function peekSsoTicketRow(
  payload: Payload,
  keyHash: string,
  kind: SsoTicketKind,
): Promise<SsoTicketRow | undefined> {
  const [row] = await returnedRows<RawTicketRow>(
    payload,
    sql`SELECT provider, data, expires_at FROM sso_tickets WHERE key_hash = ${keyHash} AND kind = ${kind}`,
  );
  return ticketOf(row);
}

/**
 * Records a SAML assertion id as used, until it expires: true for the one request that recorded it first, false for
 * every replay, whichever process it reaches.
 */
export async function claimAssertionRow(
  payload: Payload,
  keyHash: string,
  provider: string,
  expiresAt: Date,
): Promise<boolean> {
  const now = new Date().toISOString();
  const rows = await returnedRows(
    payload,
    sql`INSERT INTO sso_tickets (kind, key_hash, provider, expires_at, updated_at, created_at)
        VALUES ('assertion', ${keyHash}, ${provider}, ${expiresAt.toISOString()}, ${now}, ${now})
        ON CONFLICT (key_hash) DO NOTHING RETURNING id`,
  );
  return rows.length === 1;
}
