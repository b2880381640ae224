import type { Access } from 'payload';

/** Allows everyone, signed in or not: only for what is public by design (the portal's images). */
export const anyone: Access = () => true;
