import type { Access } from 'payload';

/** Allows a signed-in portal account (a healthcare professional), and no CMS account. */
export const isPortalAccount: Access = ({ req }) => req.user?.collection === 'users';
