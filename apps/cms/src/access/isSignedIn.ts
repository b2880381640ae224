import type { Access } from 'payload';

/** Allows anyone who is signed in: CMS staff or portal users. */
export const isSignedIn: Access = ({ req }) => Boolean(req.user);
