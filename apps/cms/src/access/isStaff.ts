import type { Access } from 'payload';

type MaybeUser = { collection?: unknown } | null | undefined;

/** True for CMS staff: administrators and content editors. */
export function isStaffUser(user: MaybeUser): boolean {
  return user?.collection === 'admins';
}

/** Allows CMS staff (administrators and editors). */
export const isStaff: Access = ({ req }) => isStaffUser(req.user);
