import type { Account } from '@hcp/contracts/account';

import type { PortalCaller } from '../context';

/** The account as the portal API shows it to its owner: never hashes, tokens or sessions. */
export function presentAccount({ user, roles, capabilities }: PortalCaller): Account {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profession: user.profession ?? null,
    organisation: user.organisation ?? null,
    regulator: user.regulator ?? null,
    registrationNumber: user.registrationNumber ?? null,
    status: user.status,
    roles: roles.map((role) => role.name),
    capabilities,
  };
}
