import type { Account } from '@hcp/contracts/account';

import type { Role, User } from '../../payload-types';
import type { PortalCaller } from '../context';

/** The account's roles as documents: the Users collection reads them at depth 1, so ids alone mean a missing role. */
export function populatedRoles(user: Pick<User, 'roles'>): Role[] {
  return (user.roles ?? []).filter((role): role is Role => typeof role === 'object');
}

type AccountFields = Pick<
  User,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'profession'
  | 'organisation'
  | 'regulator'
  | 'registrationNumber'
  | 'status'
>;

/** The account as the portal API shows it to its owner: never hashes, tokens, sessions or second-factor secrets. */
export function presentAccount({
  user,
  roles,
  capabilities,
}: {
  user: AccountFields & { twoFactorEnabled: boolean };
  roles: Pick<Role, 'name'>[];
  capabilities: PortalCaller['capabilities'];
}): Account {
  return {
    id: user.id,
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
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
