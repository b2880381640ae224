import { randomUUID } from 'node:crypto';

import { getFieldsToSign, jwtSign, type Payload } from 'payload';
import { generatePayloadCookie } from 'payload/shared';

import type { Admin } from '../payload-types';

/**
 * Starts a CMS session for an account an identity provider has just vouched for, exactly as Payload's own sign-in
 * does (a session in the account's list, a token naming it, the `payload-token` cookie with the collection's
 * settings), so everything the admin does with a password session holds: refresh, lifetime, sign-out, revocation.
 */
export async function startCmsSession(payload: Payload, admin: Admin): Promise<{ sid: string; cookie: string }> {
  const collectionConfig = payload.collections.admins.config;
  const now = Date.now();
  const expiresAt = new Date(now + collectionConfig.auth.tokenExpiration * 1000);
  const session = { id: randomUUID(), createdAt: new Date(now).toISOString(), expiresAt: expiresAt.toISOString() };
  const stored = await payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: admin.id } } });
  const sessions = [...(stored?.sessions ?? []).filter(({ expiresAt: end }) => new Date(end).getTime() > now), session];
  await payload.db.updateOne({ collection: 'admins', id: admin.id, data: { sessions }, returning: false });
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: admin.email,
    sid: session.id,
    user: { ...admin, collection: 'admins' },
  });
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  });
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  });
  return { sid: session.id, cookie };
}
