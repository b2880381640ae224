import type { Access, FieldAccess } from 'payload';

/** Allows nobody: the server writes these records through the local API with access control overridden. */
export const nobody: Access = () => false;

/** Lets nobody change a field after it is set: the server sets it, through the local API. */
export const nobodyField: FieldAccess = () => false;
