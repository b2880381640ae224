import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  DATA_EXPORT_LIFETIME_HOURS,
  DATA_EXPORT_UPLOADS_FOLDER,
  type DataExportFile,
  type DataExportStatus,
} from '@hcp/contracts/privacy';
import { draftExpiresAt } from '@hcp/contracts/form-drafts';
import { NotFound, type Payload } from 'payload';
import { ZipFile } from 'yazl';

import type { DataExport, FormUpload, Role, User } from '../payload-types';
import { listProviders } from '../sso/providers';
import type { FileStore } from '../storage/file-store';
import { uploadStore } from '../storage/uploads';
import { twoFactorEnabled } from '../two-factor/store';
import { inTransaction } from '../utilities/inTransaction';
import { consentRecordsOf } from './consents';
import { queueExportExpiry } from './queue';

const HOUR_MS = 60 * 60 * 1000;

/** An export still queued or building this long after its last progress belongs to no living job: it has failed. */
export const STALE_EXPORT_MS = 30 * 60 * 1000;

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id;

/** A file name that is safe in a ZIP on every system: no folders, no control characters, not too long. */
function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/\p{Cc}/gu, '_')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'file').slice(-120);
}

type FileEntry = { zipPath: string; storedName: string; bytes: number };
type Collected = { json: Map<DataExportFile, unknown>; files: FileEntry[] };

/** Lists uploads for the export, adding each file still in the store to the ZIP under `folder`. */
async function exportedUploads(uploads: readonly FormUpload[], folder: string, files: FileEntry[]) {
  const store = await uploadStore();
  const attached = [];
  for (const [index, upload] of uploads.entries()) {
    const zipPath = `${folder}${String(index + 1)}-${safeEntryName(upload.originalName)}`;
    // A file missing from the store (removed by hand) is listed, not fatal to the whole export.
    const bytes = upload.filename ? await store.size('form-uploads', upload.filename) : undefined;
    const present = bytes !== undefined;
    if (upload.filename && present) files.push({ zipPath, storedName: upload.filename, bytes });
    attached.push({
      name: upload.originalName,
      type: upload.mimeType ?? null,
      bytes: upload.filesize ?? null,
      inThisExport: present ? zipPath : null,
    });
  }
  return attached;
}

/** What the account itself is: its profile as it stands, without any secret (hashes, tokens, session ids). */
function profileOf(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profession: user.profession ?? null,
    organisation: user.organisation ?? null,
    regulator: user.regulator ?? null,
    registrationNumber: user.registrationNumber ?? null,
    status: user.status,
    rejectionReason: user.rejectionReason ?? null,
    registerCheck: user.registerCheck?.checkedAt
      ? {
          result: user.registerCheck.result ?? null,
          registeredName: user.registerCheck.registeredName ?? null,
          checkedNumber: user.registerCheck.checkedNumber ?? null,
          checkedAt: user.registerCheck.checkedAt,
        }
      : null,
    pendingEmailAddress: user.pendingEmail?.address ?? null,
    signedUpThrough: user.ssoSignUp?.provider
      ? { provider: user.ssoSignUp.provider, claims: user.ssoSignUp.claims ?? null }
      : null,
    analyticsConsent: user.analyticsConsent ?? null,
    notificationsOff: user.notificationsOff ?? [],
    signedInSessions: (user.sessions ?? []).map((session) => ({
      startedAt: session.createdAt ?? null,
      expiresAt: session.expiresAt,
    })),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/**
 * Reads one account's rows of the collections it owns: every query is filtered by the account's own id, so nothing of
 * another account can enter the export. The job reads with access overridden: the copy holds all the account's data,
 * whatever its roles allow it to read today (CPD entries of an account no longer in the education area, its
 * submissions, which only staff read through Payload).
 */
function accountRecords(payload: Payload, accountId: number) {
  return {
    payload,
    mine: (field: 'owner' | 'account' | 'user') => ({ [field]: { equals: accountId } }),
    all: { pagination: false, overrideAccess: true } as const,
  };
}

type Records = ReturnType<typeof accountRecords>;

/** profile.json, with whether signing in asks for a code (never the secret or the recovery codes); the account. */
async function profileFile(payload: Payload, accountId: number) {
  const user = await payload.findByID({ collection: 'users', id: accountId, depth: 0, overrideAccess: true });
  const twoStepSignIn = { enabled: await twoFactorEnabled(payload, { collection: 'users', id: accountId }) };
  return { user, profile: { ...profileOf(user), twoStepSignIn } };
}

/** roles.json: the roles the account holds, as their names, descriptions and capabilities. */
async function rolesFile(user: User, records: Records) {
  const roleIds = (user.roles ?? []).map((role) => idOf(role)).filter((id): id is number => id !== null);
  const roles =
    roleIds.length === 0
      ? []
      : (await records.payload.find({ collection: 'roles', where: { id: { in: roleIds } }, depth: 0, ...records.all }))
          .docs;
  return roles.map((role: Role) => ({
    name: role.name,
    description: role.description ?? null,
    capabilities: role.capabilities,
  }));
}

/** cpd-entries.json: the CPD log, newest first, each linked education item by its id and title. */
async function cpdEntriesFile(records: Records) {
  const cpd = await records.payload.find({
    collection: 'cpd-entries',
    where: records.mine('owner'),
    depth: 1,
    sort: '-date',
    ...records.all,
  });
  return cpd.docs.map(({ educationItem, ...entry }) => ({
    ...entry,
    owner: undefined,
    educationItem:
      educationItem && typeof educationItem === 'object'
        ? { id: educationItem.id, title: educationItem.title }
        : (educationItem ?? null),
  }));
}

/** dashboard.json: the account's widgets and CPD targets, or null. */
async function dashboardFile(records: Records) {
  const dashboard = (
    await records.payload.find({ collection: 'dashboards', where: records.mine('owner'), depth: 0, ...records.all })
  ).docs[0];
  return dashboard
    ? {
        widgets: dashboard.widgets,
        cpdTargetPoints: dashboard.cpdTargetPoints ?? null,
        cpdTargetMinutes: dashboard.cpdTargetMinutes ?? null,
        updatedAt: dashboard.updatedAt,
      }
    : null;
}

/** pinned-clinical-requests.json: the forms the account pinned. */
async function pinsFile(records: Records) {
  const pins = (
    await records.payload.find({
      collection: 'clinical-request-pins',
      where: records.mine('owner'),
      depth: 1,
      ...records.all,
    })
  ).docs[0];
  return (pins?.forms ?? []).map((form) =>
    typeof form === 'object' ? { id: form.id, title: form.title, slug: form.slug } : { id: form },
  );
}

/** starred-stability-products.json: the products the account starred, and when. */
async function starsFile(records: Records) {
  const stars = await records.payload.find({
    collection: 'starred-stability-products',
    where: records.mine('owner'),
    depth: 1,
    ...records.all,
  });
  return stars.docs.map((star) => ({
    product: typeof star.product === 'object' ? { id: star.product.id, name: star.product.name } : { id: star.product },
    starredAt: star.createdAt,
  }));
}

/** recently-viewed.json: the items the account viewed, newest first. */
async function recentlyViewedFile(records: Records) {
  const recent = await records.payload.find({
    collection: 'recently-viewed-items',
    where: records.mine('owner'),
    depth: 0,
    sort: '-viewedAt',
    ...records.all,
  });
  return recent.docs.map((item) => ({ area: item.area, itemId: item.itemId, viewedAt: item.viewedAt }));
}

/** form-submissions.json: the forms the account sent, newest first, each with its files added to the ZIP. */
async function submissionsFile(records: Records, files: FileEntry[]) {
  const submissions = await records.payload.find({
    collection: 'form-submissions',
    where: records.mine('account'),
    depth: 1,
    sort: '-createdAt',
    ...records.all,
  });
  const submissionsJson = [];
  for (const submission of submissions.docs) {
    const form = typeof submission.form === 'object' ? submission.form : null;
    const uploads = (submission.files ?? []).filter((file): file is FormUpload => typeof file === 'object');
    const folder = `${DATA_EXPORT_UPLOADS_FOLDER}${safeEntryName(submission.reference ?? String(submission.id))}/`;
    const attached = await exportedUploads(uploads, folder, files);
    submissionsJson.push({
      reference: submission.reference ?? null,
      form: form ? { title: form.title, kind: form.kind } : null,
      submittedAt: submission.createdAt,
      submitterEmail: submission.submitterEmail ?? null,
      answers: submission.values,
      patientHarm: submission.patientHarm ?? false,
      files: attached,
    });
  }
  return submissionsJson;
}

/**
 * form-drafts.json: the saved drafts, the answers so far and the files kept with them (added to the ZIP), until they
 * are sent, discarded or expire.
 */
async function draftsFile(records: Records, files: FileEntry[]) {
  const drafts = await records.payload.find({
    collection: 'form-drafts',
    where: records.mine('owner'),
    depth: 2,
    sort: '-savedAt',
    ...records.all,
  });
  const draftsJson = [];
  for (const draft of drafts.docs) {
    const form = typeof draft.form === 'object' ? draft.form : null;
    const uploads = (draft.files ?? []).flatMap(({ upload }) => (typeof upload === 'object' ? [upload] : []));
    const folder = `${DATA_EXPORT_UPLOADS_FOLDER}draft-${safeEntryName(form?.slug ?? String(draft.id))}/`;
    draftsJson.push({
      form: form ? { title: form.title, slug: form.slug } : null,
      savedAt: draft.savedAt,
      expiresAt: draftExpiresAt(draft.savedAt),
      answers: draft.values,
      files: await exportedUploads(uploads, folder, files),
    });
  }
  return draftsJson;
}

/**
 * push-subscriptions.json: where the account's browsers take notifications. The browser's keys are left out: they let
 * a push service's messages be read, and are no use to the person.
 */
async function pushSubscriptionsFile(records: Records) {
  const subscriptions = await records.payload.find({
    collection: 'push-subscriptions',
    where: records.mine('account'),
    depth: 0,
    ...records.all,
  });
  return subscriptions.docs.map((subscription) => ({
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    subscribedAt: subscription.createdAt,
  }));
}

/**
 * single-sign-on-links.json: the organisations' sign-ins that reach the account, newest first, each with its
 * provider's name while that provider is still set up. The SAML session kept for single logout (the NameID's format
 * and qualifiers, the session's index) is left out, like the portal's own session ids: it names a session, and the
 * person already has the NameID as `subject` and the sign-in's time as `lastSignInAt`.
 */
async function singleSignOnLinksFile(records: Records) {
  const links = await records.payload.find({
    collection: 'sso-identities',
    where: records.mine('user'),
    depth: 0,
    sort: '-createdAt',
    select: { provider: true, subject: true, email: true, lastSignInAt: true, createdAt: true },
    ...records.all,
  });
  if (links.docs.length === 0) return [];
  const names = new Map((await listProviders(records.payload)).map((provider) => [provider.id, provider.name]));
  return links.docs.map((link) => ({
    provider: link.provider,
    providerName: names.get(link.provider) ?? null,
    subject: link.subject,
    email: link.email ?? null,
    lastSignInAt: link.lastSignInAt ?? null,
    linkedAt: link.createdAt,
  }));
}

/** Reads everything the portal holds about one account, kind by kind, reporting progress after each group. */
async function collect(
  payload: Payload,
  accountId: number,
  progress: (percent: number) => Promise<void>,
): Promise<Collected> {
  const json = new Map<DataExportFile, unknown>();
  const files: FileEntry[] = [];
  const records = accountRecords(payload, accountId);

  const { user, profile } = await profileFile(payload, accountId);
  json.set('profile.json', profile);
  await progress(10);
  json.set('roles.json', await rolesFile(user, records));
  await progress(20);
  json.set('cpd-entries.json', await cpdEntriesFile(records));
  await progress(30);
  json.set('dashboard.json', await dashboardFile(records));
  json.set('pinned-clinical-requests.json', await pinsFile(records));
  json.set('starred-stability-products.json', await starsFile(records));
  json.set('recently-viewed.json', await recentlyViewedFile(records));
  await progress(45);
  json.set('form-submissions.json', await submissionsFile(records, files));
  json.set('form-drafts.json', await draftsFile(records, files));
  await progress(55);
  json.set('push-subscriptions.json', await pushSubscriptionsFile(records));
  json.set('consent-records.json', await consentRecordsOf(payload, accountId));
  json.set('single-sign-on-links.json', await singleSignOnLinksFile(records));
  await progress(65);
  return { json, files };
}

/**
 * Writes the ZIP, streaming each uploaded file from the store, to a private scratch file, and stores it once complete
 * (whole or not at all). Answers its size.
 */
async function writeZip(collected: Collected, fileName: string, store: FileStore): Promise<number> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'hcp-export-'));
  const part = path.join(scratch, fileName);
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, value] of collected.json)
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), name, { mtime });
  // Uploads are mostly compressed formats already; storing them saves the CPU. Each is opened when its turn comes.
  for (const file of collected.files) {
    zip.addReadStreamLazy(file.zipPath, { mtime, compress: false, size: file.bytes }, (done) => {
      store.read('form-uploads', file.storedName).then(
        (stored) => {
          if (stored) done(null, stored.body);
          else done(new Error(`${file.storedName} left the store while the export was built`), undefined as never);
        },
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  // A file that cannot be read fails the ZIP's stream, and so the build, instead of an unhandled error event.
  zip.on('error', (error: Error) => {
    const output: unknown = zip.outputStream;
    if (output instanceof PassThrough) output.destroy(error);
  });
  zip.end();
  try {
    await pipeline(zip.outputStream, createWriteStream(part, { mode: 0o600 }));
    const { size } = await stat(part);
    await store.put('data-exports', fileName, { path: part }, 'application/zip');
    return size;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Builds one export: collects the account's data, writes the ZIP and marks the export ready for
 * DATA_EXPORT_LIFETIME_HOURS, recording progress as it goes. If the export disappears meanwhile (the account was
 * erased), the file is removed and nothing more is written. Answers the moment the download expires, or null.
 */
export async function buildDataExport(payload: Payload, exportId: number, signal?: AbortSignal): Promise<Date | null> {
  const row = await payload
    .findByID({ collection: 'data-exports', id: exportId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null);
  if (!row || (row.status !== 'queued' && row.status !== 'building')) return null;
  const accountId = idOf(row.account);
  if (accountId === null) return null;
  const setState = async (data: Partial<DataExport>) => {
    await payload.update({ collection: 'data-exports', id: exportId, data, depth: 0, overrideAccess: true });
  };
  await setState({ status: 'building', progress: 5 });
  const collected = await collect(payload, accountId, async (progress) => {
    signal?.throwIfAborted();
    await setState({ progress });
  });
  const fileName = `${randomBytes(18).toString('hex')}.zip`;
  const store = await uploadStore();
  const bytes = await writeZip(collected, fileName, store);
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LIFETIME_HOURS * HOUR_MS);
  try {
    // Ready and the job that deletes it, together: a ready export always has its expiry queued.
    await inTransaction(payload, async (req) => {
      await payload.update({
        collection: 'data-exports',
        id: exportId,
        data: {
          status: 'ready',
          progress: 100,
          activeKey: null,
          fileName,
          bytes,
          readyAt: readyAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        },
        depth: 0,
        overrideAccess: true,
        req,
      });
      await queueExportExpiry(payload, exportId, expiresAt, req);
    });
  } catch (error) {
    // The export went while it was being built (its account was erased): its file must not stay behind.
    await store.remove('data-exports', fileName).catch(() => undefined);
    if (error instanceof NotFound) return null;
    throw error;
  }
  return expiresAt;
}

/** Marks an export failed (its job gave up), so its owner may ask again. */
export async function failDataExport(payload: Payload, exportId: number): Promise<void> {
  await payload
    .update({
      collection: 'data-exports',
      id: exportId,
      data: { status: 'failed', activeKey: null },
      depth: 0,
      overrideAccess: true,
    })
    .catch((error: unknown) => {
      if (!(error instanceof NotFound)) throw error;
    });
}

/**
 * Deletes an export's file once its download time is over, and marks it expired. Safe to run more than once, and
 * before its time it does nothing (a job run early by hand).
 */
export async function expireDataExport(payload: Payload, exportId: number, now = new Date()): Promise<boolean> {
  const row = await payload
    .findByID({ collection: 'data-exports', id: exportId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null);
  if (!row?.expiresAt || new Date(row.expiresAt).getTime() > now.getTime()) return false;
  if (row.fileName) await (await uploadStore()).remove('data-exports', row.fileName);
  await payload.update({
    collection: 'data-exports',
    id: exportId,
    data: { status: 'expired', fileName: null, bytes: null },
    depth: 0,
    overrideAccess: true,
  });
  return true;
}

/** The state an export is in for its owner now: a ready export past its time reads expired even before the job ran. */
export function presentDataExport(row: DataExport, now = new Date()): DataExportStatus {
  const expired = row.status === 'ready' && (!row.expiresAt || new Date(row.expiresAt).getTime() <= now.getTime());
  const status = expired ? 'expired' : row.status;
  const requestedAt = new Date(row.createdAt).toISOString();
  return {
    id: row.id,
    status,
    progress: status === 'ready' || status === 'expired' ? 100 : row.progress,
    requestedAt,
    ...(status === 'ready' && row.expiresAt
      ? {
          download: {
            path: `api/v1/account/export/${String(row.id)}/download`,
            fileName: downloadNameOf(row),
            bytes: row.bytes ?? 0,
            expiresAt: new Date(row.expiresAt).toISOString(),
          },
        }
      : {}),
  };
}

/** The name the owner's browser saves the ZIP under: the day it was made. */
export function downloadNameOf(row: Pick<DataExport, 'readyAt' | 'createdAt'>): string {
  return `hcp-portal-my-data-${new Date(row.readyAt ?? row.createdAt).toISOString().slice(0, 10)}.zip`;
}

/** Whether a queued or building export has shown no progress for so long that its job must be gone. */
export function isStale(row: Pick<DataExport, 'status' | 'updatedAt'>, now = new Date()): boolean {
  return (
    (row.status === 'queued' || row.status === 'building') &&
    now.getTime() - new Date(row.updatedAt).getTime() > STALE_EXPORT_MS
  );
}
