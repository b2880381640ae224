import type { Capability } from '@hcp/contracts/capabilities';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type Consent,
  type ConsentPurpose,
  type ConsentState,
  pushConsentPurpose,
} from '@hcp/contracts/privacy';
import { PUSH_AREAS, type PushArea, pushAreasOpenTo } from '@hcp/contracts/push';
import type { Payload, PayloadRequest } from 'payload';

import type { User } from '../payload-types';
import { inTransaction } from '../utilities/inTransaction';

type RecordedConsent = { purpose: ConsentPurpose; state: ConsentState; at: string };

/** Appends one consent change of an account to its record, in `req`'s transaction when given. */
export async function recordConsent(
  payload: Payload,
  account: number,
  change: { purpose: ConsentPurpose; state: ConsentState; at?: Date },
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'consent-records',
    data: { account, purpose: change.purpose, state: change.state, at: (change.at ?? new Date()).toISOString() },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
}

/** Every recorded consent change of an account, newest first. */
export async function consentRecordsOf(
  payload: Payload,
  account: number,
  req?: PayloadRequest,
): Promise<RecordedConsent[]> {
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: { account: { equals: account } },
    sort: ['-at', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  return docs.map((doc) => ({
    purpose: doc.purpose,
    state: doc.state,
    at: new Date(doc.at).toISOString(),
  }));
}

/** The latest recorded state of one purpose, if any. */
export async function latestConsent(
  payload: Payload,
  account: number,
  purpose: ConsentPurpose,
  req?: PayloadRequest,
): Promise<ConsentState | undefined> {
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: { and: [{ account: { equals: account } }, { purpose: { equals: purpose } }] },
    sort: ['-at', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  return docs[0]?.state;
}

/**
 * The account's consents as its page lists them: session analytics when the server offers it, the push areas its
 * roles open, and any other purpose it has a record of. A choice about analytics made before consents were recorded counts as its first
 * record, with the date it was made.
 */
export async function consentsOf(
  payload: Payload,
  user: Pick<User, 'id' | 'analyticsConsent'>,
  capabilities: readonly Capability[],
  { analyticsOffered }: { analyticsOffered: boolean },
): Promise<Consent[]> {
  const records = await consentRecordsOf(payload, user.id);
  const earlierChoice = user.analyticsConsent;
  if (earlierChoice?.choice && earlierChoice.decidedAt && !records.some((record) => record.purpose === 'analytics')) {
    records.push({
      purpose: 'analytics',
      state: earlierChoice.choice === 'granted' ? 'given' : 'withdrawn',
      at: new Date(earlierChoice.decidedAt).toISOString(),
    });
  }
  const shown = new Set<ConsentPurpose>(pushAreasOpenTo(capabilities).map(pushConsentPurpose));
  if (analyticsOffered) shown.add('analytics');
  for (const record of records) shown.add(record.purpose);
  return CONSENT_PURPOSES.filter((purpose) => shown.has(purpose)).map((purpose) => {
    const history = records.filter((record) => record.purpose === purpose).map(({ state, at }) => ({ state, at }));
    const latest = history[0];
    return {
      purpose,
      label: CONSENT_PURPOSE_LABELS[purpose],
      state: latest?.state ?? 'not-asked',
      since: latest?.at ?? null,
      history,
    };
  });
}

/**
 * Records the push areas an account's notification choices switched on or off. When a browser first subscribes
 * (`firstSubscription`), every area that is on and was never answered counts as given: saying yes to notifications is
 * the act of consent; an area switched off before stays withdrawn.
 */
export async function recordPushChoices(
  payload: Payload,
  account: number,
  {
    before,
    after,
    openAreas,
  }: { before: readonly PushArea[]; after: readonly PushArea[]; openAreas: readonly PushArea[] },
  req?: PayloadRequest,
): Promise<void> {
  for (const area of openAreas) {
    const wasOff = before.includes(area);
    const isOff = after.includes(area);
    if (wasOff === isOff) continue;
    await recordConsent(
      payload,
      account,
      { purpose: pushConsentPurpose(area), state: isOff ? 'withdrawn' : 'given' },
      req,
    );
  }
}

/** On a browser's first subscription: the areas that are on and never answered become given. */
export async function recordPushSubscription(
  payload: Payload,
  account: number,
  { off, openAreas }: { off: readonly PushArea[]; openAreas: readonly PushArea[] },
): Promise<void> {
  await inTransaction(payload, async (req) => {
    for (const area of openAreas) {
      if (off.includes(area)) continue;
      if ((await latestConsent(payload, account, pushConsentPurpose(area), req)) !== undefined) continue;
      await recordConsent(payload, account, { purpose: pushConsentPurpose(area), state: 'given' }, req);
    }
  });
}

/**
 * Withdraws one consent: analytics becomes declined, a push area is switched off, and the change is recorded, in one
 * transaction. Withdrawing what is already withdrawn changes nothing and records nothing.
 */
export async function withdrawConsent(payload: Payload, account: number, purpose: ConsentPurpose): Promise<void> {
  await inTransaction(payload, async (req) => {
    const user = await payload.findByID({ collection: 'users', id: account, depth: 0, overrideAccess: true, req });
    if (purpose === 'analytics') {
      const recorded = await latestConsent(payload, account, purpose, req);
      if (recorded === 'withdrawn' || (recorded === undefined && user.analyticsConsent?.choice === 'denied')) return;
      const at = new Date();
      await payload.update({
        collection: 'users',
        id: account,
        data: { analyticsConsent: { choice: 'denied', decidedAt: at.toISOString() } },
        depth: 0,
        overrideAccess: true,
        req,
      });
      await recordConsent(payload, account, { purpose, state: 'withdrawn', at }, req);
      return;
    }
    const area = PUSH_AREAS.find((candidate) => pushConsentPurpose(candidate) === purpose);
    if (!area) return;
    const off = user.notificationsOff ?? [];
    if (off.includes(area) && (await latestConsent(payload, account, purpose, req)) === 'withdrawn') return;
    await payload.update({
      collection: 'users',
      id: account,
      data: { notificationsOff: [...new Set([...off, area])] },
      depth: 0,
      overrideAccess: true,
      req,
    });
    await recordConsent(payload, account, { purpose, state: 'withdrawn' }, req);
  });
}
