import type { Access } from 'payload';

/** Allows nobody: the collection is written only by the server's own code, after its own checks. */
export const isNobody: Access = () => false;
