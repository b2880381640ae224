import { and, eq, sql } from 'drizzle-orm';
import type { Payload } from 'payload';

import { type PreparedRead, preparedRead, type Rows } from './rows';
import { TABLES } from './schema';

/** One row of the session query: the account, its session, one of its roles, the generation. */
export type SessionRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  organisation: string | null;
  regulator: string | null;
  registrationNumber: string | null;
  status: string;
  consentChoice: string | null;
  consentDecidedAt: string | null;
  sessionCreatedAt: string | null;
  sessionExpiresAt: string;
  roleId: number | null;
  generation: number | string | null;
  twoFactorEnabledAt: string | Date | null;
};

/** The session query, prepared once per Payload instance. */
export type SessionQuery = PreparedRead<SessionRow, { sid: string; userId: number }>;

/**
 * One indexed query for everything a portal request needs to know about its caller: the session (by its primary key,
 * so a session ended by logout, a password change or a suspension in any process is gone at once), the account's
 * profile and status, whether it has two-step sign-in, its roles' ids (one row per role), and the read model's
 * generation. What the roles grant is
 * read once per generation (`rolesOf`): a change to a role moves the generation like any other content change.
 */
export function prepareSessionQuery(payload: Payload): SessionQuery {
  return preparedRead(payload, 'portal_session_lookup', buildSessionQuery);
}

function buildSessionQuery(rows: Rows) {
  const users = rows.table(TABLES.users);
  const sessions = rows.table(TABLES.usersSessions);
  const rels = rows.table(TABLES.usersRels);
  const readModel = rows.table(TABLES.readModel);
  const twoFactor = rows.table(TABLES.twoFactorCredentials);
  const user = users.column;
  return rows
    .select<SessionRow>(
      {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profession: user.profession,
        organisation: user.organisation,
        regulator: user.regulator,
        registrationNumber: user.registrationNumber,
        status: user.status,
        consentChoice: user.analyticsConsent_choice,
        consentDecidedAt: user.analyticsConsent_decidedAt,
        sessionCreatedAt: sessions.column.createdAt,
        sessionExpiresAt: sessions.column.expiresAt,
        roleId: rels.column.rolesID,
        generation: readModel.column.generation,
        twoFactorEnabledAt: twoFactor.column.enabledAt,
      },
      sessions.table,
    )
    .innerJoin(users.table, eq(user.id, sessions.column._parentID))
    .leftJoin(rels.table, and(eq(rels.column.parent, user.id), eq(rels.column.path, 'roles')))
    .leftJoin(readModel.table, sql`1 = 1`)
    .leftJoin(
      twoFactor.table,
      and(eq(twoFactor.column.accountCollection, 'users'), eq(twoFactor.column.accountId, user.id)),
    )
    .where(
      and(eq(sessions.column.id, sql.placeholder('sid')), eq(sessions.column._parentID, sql.placeholder('userId'))),
    )
    .orderBy(rels.column.order);
}
