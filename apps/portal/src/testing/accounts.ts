import type { Account } from '@hcp/contracts/account';
import type { Capability } from '@hcp/contracts/capabilities';

/** The demo pharmacist as the account call answers her, holding only the capabilities a test gives. */
export function pharmacistAccount(capabilities: Capability[] = ['read', 'wb_read_stability_matrix']): Account {
  return {
    id: 7,
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'pharmacist@example.com',
    profession: 'pharmacist',
    organisation: 'St Aldric',
    regulator: 'GPhC',
    registrationNumber: '2087731',
    status: 'approved',
    roles: ['Pharmacist'],
    capabilities,
    twoFactorEnabled: false,
  };
}
