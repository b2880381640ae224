import { randomBytes } from 'node:crypto';

import type { Payload, Where } from 'payload';

import { env } from '../env';
import { hashRecoveryCode, newRecoveryCodes, readSecondFactorCode } from './codes';
import { claimTimeStep, confirmCredentialRow, replaceUnconfirmedSecret, spendRecoveryCodeRow } from '../db/two-factor';
import { openSecret, sealSecret } from './secret-box';
import { newTotpSecret, otpauthUrl, totpTimeStep } from './totp';

/** An account of either kind: the collection holds the key, so a portal and a CMS account with one id never mix. */
export type AccountRef = { collection: 'users' | 'admins'; id: number };

type Credential = {
  id: number;
  secret: string;
  enabledAt?: string | null;
  lastUsedStep?: number | null;
  recoveryCodes?: { codeHash: string }[] | null;
};

const COLLECTION = 'two-factor-credentials';

function whereAccount(account: AccountRef): Where {
  return {
    and: [{ accountCollection: { equals: account.collection } }, { accountId: { equals: account.id } }],
  };
}

function findCredential(payload: Payload, account: AccountRef): Promise<Credential | null> {
  return payload.db.findOne<Credential>({ collection: COLLECTION, where: whereAccount(account) });
}

/** Whether the account has confirmed two-step sign-in: sign-in then asks for a code. */
export async function twoFactorEnabled(payload: Payload, account: AccountRef): Promise<boolean> {
  return Boolean((await findCredential(payload, account))?.enabledAt);
}

/** How many unused recovery codes the account has left (0 when two-step sign-in is off). */
export async function recoveryCodesLeft(payload: Payload, account: AccountRef): Promise<number> {
  const credential = await findCredential(payload, account);
  return credential?.enabledAt ? (credential.recoveryCodes ?? []).length : 0;
}

export type SetupResult = { secret: string; otpauthUrl: string } | 'already-enabled';

/**
 * Starts an enrolment: a new secret, not active until a code from it confirms it. A setup that was never confirmed is
 * replaced; an active one is left alone (turn it off first).
 */
export async function startSetup(payload: Payload, account: AccountRef, accountName: string): Promise<SetupResult> {
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, env.twoFactor.secretKey);
  const answer = { secret, otpauthUrl: otpauthUrl(secret, accountName) };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findCredential(payload, account);
    if (existing?.enabledAt) return 'already-enabled';
    if (existing) {
      // Only while still unconfirmed: a confirmation that got there first keeps its secret.
      return (await replaceUnconfirmedSecret(payload, existing.id, sealed)) ? answer : 'already-enabled';
    }
    try {
      await payload.db.create({
        collection: COLLECTION,
        data: { accountCollection: account.collection, accountId: account.id, secret: sealed },
      });
      return answer;
    } catch (error) {
      // Another setup for the account created its row at the same moment (the unique index): replace that one.
      if (attempt > 0) throw error;
    }
  }
  return 'already-enabled';
}

export type ConfirmResult = { recoveryCodes: string[] } | 'not-set-up' | 'already-enabled' | 'wrong-code';

/**
 * Confirms an enrolment with a code from the new secret: two-step sign-in is on from now, and the answer holds the
 * recovery codes, which are stored only as hashes. The code's step counts as used.
 */
export async function confirmSetup(payload: Payload, account: AccountRef, code: string): Promise<ConfirmResult> {
  const pending = await findCredential(payload, account);
  if (!pending) return 'not-set-up';
  if (pending.enabledAt) return 'already-enabled';
  const secret = openSecret(pending.secret, env.twoFactor.secretKey);
  if (secret === undefined) return 'not-set-up';
  const step = await totpTimeStep(secret, code.replace(/\s+/g, ''));
  if (step === undefined) return 'wrong-code';
  const recoveryCodes = newRecoveryCodes();
  const transactionID = await payload.db.beginTransaction();
  const req = transactionID === null ? {} : { transactionID };
  try {
    // Only the secret the code was checked against, and only once: a setup that replaced it meanwhile wins.
    const confirmed = await confirmCredentialRow(payload, { id: pending.id, secret: pending.secret, step }, req);
    if (!confirmed) {
      if (transactionID !== null) await payload.db.rollbackTransaction(transactionID);
      return 'wrong-code';
    }
    await payload.db.updateOne({
      collection: COLLECTION,
      id: pending.id,
      // The adapter writes array rows as given: each needs the id Payload's own operations would have made.
      data: {
        recoveryCodes: recoveryCodes.map((recoveryCode) => ({
          id: randomBytes(12).toString('hex'),
          codeHash: hashRecoveryCode(recoveryCode),
        })),
      },
      req,
      returning: false,
    });
    if (transactionID !== null) await payload.db.commitTransaction(transactionID);
    return { recoveryCodes };
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}

export type SecondFactorCheck = { ok: true; via: 'totp' | 'recovery-code' } | { ok: false; enrolled: boolean };

/**
 * Checks a code at a second-factor step, and spends it: an app's code counts only for a time step later than the last
 * one used (one conditional UPDATE, so two requests with the same code get one success); a recovery code is deleted
 * as it is used (one conditional DELETE).
 */
export async function spendSecondFactor(
  payload: Payload,
  account: AccountRef,
  input: string,
): Promise<SecondFactorCheck> {
  const credential = await findCredential(payload, account);
  if (!credential?.enabledAt) return { ok: false, enrolled: false };
  const refused = { ok: false, enrolled: true } as const;
  const typed = readSecondFactorCode(input);
  if (!typed) return refused;
  if (typed.kind === 'recovery') {
    const spent = await spendRecoveryCodeRow(payload, credential.id, hashRecoveryCode(typed.code));
    return spent ? { ok: true, via: 'recovery-code' } : refused;
  }
  const secret = openSecret(credential.secret, env.twoFactor.secretKey);
  if (secret === undefined) return refused;
  const step = await totpTimeStep(secret, typed.code, { afterTimeStep: credential.lastUsedStep });
  if (step === undefined) return refused;
  const claimed = await claimTimeStep(payload, credential.id, step);
  return claimed ? { ok: true, via: 'totp' } : refused;
}

/** Turns two-step sign-in off: the secret and every recovery code go. */
export async function removeTwoFactor(payload: Payload, account: AccountRef): Promise<void> {
  await payload.db.deleteMany({ collection: COLLECTION, where: whereAccount(account) });
}
