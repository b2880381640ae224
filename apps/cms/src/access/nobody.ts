import type { Access } from 'payload';

/** Allows nobody: the server writes these records through the local API with access control overridden. */
export const nobody: Access = () => false;
