import type { User } from '../../payload-types';

/**
 * The statuses staff set to keep an account out: suspended, or its registration rejected. Such an account cannot sign
 * in, reset its password or confirm a new address, and loses its sessions the moment it is given one.
 */
export function isBarredByStaff(status: User['status'] | null | undefined): boolean {
  return status === 'suspended' || status === 'rejected';
}
