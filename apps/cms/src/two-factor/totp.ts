import { generateSecret, generateURI, verify } from 'otplib';

/** What authenticator apps expect by default (RFC 6238): SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code from the step before or after the current one still counts, for clocks a little apart. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'HCP Portal';

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), in Base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads from a QR code: the issuer and the account's email name the entry. */
export function otpauthUrl(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/**
 * The time step `code` belongs to, if it is the secret's code for now (give or take one step) and later than
 * `afterTimeStep`, the step of the last code used; undefined otherwise. The caller stores the step, so the same code,
 * or an older one, never works again.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  { afterTimeStep, now = Date.now() }: { afterTimeStep?: number | null; now?: number } = {},
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      strategy: 'totp',
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterTimeStep === undefined || afterTimeStep === null ? {} : { afterTimeStep }),
    });
    // A TOTP check's result carries the time step it matched.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
