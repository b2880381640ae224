import type { REGULATORS } from '@hcp/contracts/account';

type Regulator = (typeof REGULATORS)[number];

/**
 * Each regulator's public register, where staff check a registration before approving it (issue 19). The registers
 * take the number in their own search form; none takes it in a link, so the number is shown beside the link to copy.
 */
export const PUBLIC_REGISTERS: Record<Exclude<Regulator, 'other'>, { name: string; url: string }> = {
  GMC: { name: 'GMC medical register', url: 'https://www.gmc-uk.org/registration-and-licensing/the-medical-register' },
  GPhC: { name: 'GPhC register', url: 'https://www.pharmacyregulation.org/registers' },
  NMC: { name: 'NMC register', url: 'https://www.nmc.org.uk/registration/search-the-register/' },
  PSNI: { name: 'PSNI register', url: 'https://www.psni.org.uk/search-the-register/' },
  HCPC: { name: 'HCPC register', url: 'https://www.hcpc-uk.org/check-the-register/' },
  IMC: {
    name: 'Medical Council register',
    url: 'https://www.medicalcouncil.ie/public-information/check-the-register/',
  },
  NMBI: { name: 'NMBI register', url: 'https://www.nmbi.ie/Registration/Check-the-Register' },
  PSI: { name: 'PSI register', url: 'https://www.thepsi.ie/gns/Registration/public-registers.aspx' },
};

/** The register to check an account's number in, or undefined for `other` and for no regulator. */
export function publicRegisterOf(regulator: string | null | undefined): { name: string; url: string } | undefined {
  return regulator && regulator in PUBLIC_REGISTERS
    ? PUBLIC_REGISTERS[regulator as keyof typeof PUBLIC_REGISTERS]
    : undefined;
}
