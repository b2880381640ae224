import { z } from 'zod';

import { CapabilitySchema } from './capabilities';

/** Answer of GET api/v1/account: the signed-in portal user. */
export const AccountSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.string()).meta({ description: 'Names of the roles the account holds.' }),
    capabilities: z.array(CapabilitySchema).meta({ description: 'Union of the capabilities of the roles.' }),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;
