import type { PayloadRequest } from 'payload';

import { secondFactorSatisfied } from '../two-factor/admin-session';

/** Lets a CMS account use /admin once its session has passed its second factor, or when it needs none. */
export const secondFactorDone = ({ req }: { req: PayloadRequest }): Promise<boolean> => secondFactorSatisfied(req);
