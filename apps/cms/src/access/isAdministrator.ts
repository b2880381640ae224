import type { Access, FieldAccess } from 'payload';

type MaybeUser = { collection?: unknown; role?: unknown } | null | undefined;

/** True when the user is a CMS administrator (not an editor, not a portal user). */
export function isAdministratorUser(user: MaybeUser): boolean {
  return user?.collection === 'admins' && user.role === 'admin';
}

/** Allows CMS administrators only. */
export const isAdministrator: Access = ({ req }) => isAdministratorUser(req.user);

/** Lets only CMS administrators change a field. */
export const administratorsOnlyField: FieldAccess = ({ req }) => isAdministratorUser(req.user);
