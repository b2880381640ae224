import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type Field } from 'payload';

import { nobodyField } from '../access/nobody';
import { contentHashOf } from './content-hash';
import {
  CERTIFY_AS,
  type CertificateRow,
  certificateFor,
  certifiedByOf,
  findStaff,
  noteContentChange,
  type Staff,
  staffOnRequest,
  titleOf,
  URGENT_PUBLICATION,
} from './workflow';

/** What an editor reads when publishing content no signatory has certified in this exact form. */
export const CERTIFICATE_NEEDED =
  'This version has not been certified: submit it for review, and publish it once a signatory has certified it.';
/** What the author of a change reads when publishing it. */
export const AUTHOR_CANNOT_PUBLISH = 'You made this change, so someone else must publish it.';

/** The urgent publication an endpoint has checked: an administrator's safety notice, with the reason. */
export type UrgentPublication = { reason: string; by: Staff };

/** What `beforeChange` learnt, for `afterChange` to record once the item has its id. */
const PENDING = 'certificationPending';
const CERTIFY_AS_STAFF = 'certifyAsStaff';
type Pending = { certificate: CertificateRow | null; author: Staff | null; certifyAs?: Staff };

/**
 * The certificate line a published version carries: who certified it, as the portal shows it beside the approval
 * code. Only the publishing gate writes it; nobody can through Payload.
 */
export const certifiedByField: Field = {
  name: 'certifiedBy',
  type: 'group',
  label: 'Certified by',
  access: { create: nobodyField, update: nobodyField },
  admin: { hidden: true },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'profession', type: 'text' },
    { name: 'certifiedAt', type: 'date' },
    { name: 'certificate', type: 'number' },
  ],
};

/** The fields a certified collection adds: the certificate line, and the admin's certification panel beside the form. */
export const certificationFields: Field[] = [
  certifiedByField,
  {
    name: 'certification',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/components/admin/CertificationPanel#CertificationPanel' },
    },
  },
];

/** A certified collection's document, as the hooks see it. */
type Item = Record<string, unknown> & { id: number | string };

function contextOf(req: { context: unknown }): Record<string, unknown> {
  return req.context as Record<string, unknown>;
}

/**
 * The publishing gate of certified collections (issue 33), in every way a change reaches Payload: the admin, REST,
 * GraphQL and the local API. Publishing needs a certificate whose hash is the hash of what is published, made by a
 * signatory other than the change's author, and a publisher other than that author. The only exceptions are the
 * server's own: an administrator's urgent safety notice through its endpoint (with its reason, audited), and the demo
 * seed certifying as its signatory (`CERTIFY_AS`).
 */
export const certifiedPublishing: CollectionBeforeChangeHook<Item> = async ({ data, originalDoc, req, collection }) => {
  const context = contextOf(req);
  const me = await staffOnRequest(req);
  const pending: Pending = { certificate: null, author: me };

  const certifyAsId = context[CERTIFY_AS];
  if (typeof certifyAsId === 'number' && data._status === 'published') {
    // Read once per request: the seed publishes a hundred items in one.
    const known = context[CERTIFY_AS_STAFF] as Staff | undefined;
    const signatory = known?.id === certifyAsId ? known : await findStaff(req.payload, certifyAsId, req);
    if (!signatory?.signatory) throw new APIError('The seed’s signatory is not a signatory.', 500);
    context[CERTIFY_AS_STAFF] = signatory;
    pending.certifyAs = signatory;
    pending.author = null;
  }
  context[PENDING] = pending;

  if (data._status !== 'published') return data;

  if (pending.certifyAs) {
    return {
      ...data,
      certifiedBy: {
        ...certifiedByOf({
          signatoryName: pending.certifyAs.name,
          profession: pending.certifyAs.profession ?? 'pharmacist',
          certifiedAt: new Date().toISOString(),
        }),
        certificate: null,
      },
    };
  }
  // Only a publish needs the hash before the save; afterwards noteCertifiedChange hashes what was stored.
  const contentHash = contentHashOf({ ...(originalDoc as Record<string, unknown> | undefined), ...data });
  const originalId: unknown = (originalDoc as { id?: unknown } | undefined)?.id;
  const id = typeof originalId === 'number' ? originalId : null;
  const certificate = id === null ? null : await certificateFor(req.payload, collection.slug, id, contentHash, req);
  if (certificate) {
    if (me && certificate.author === me.id) throw new APIError(AUTHOR_CANNOT_PUBLISH, 403, null, true);
    pending.certificate = certificate;
    return { ...data, certifiedBy: { ...certifiedByOf(certificate), certificate: certificate.id } };
  }
  const urgent = context[URGENT_PUBLICATION] as UrgentPublication | undefined;
  if (urgent) return { ...data, certifiedBy: { name: null, profession: null, certifiedAt: null, certificate: null } };
  throw new APIError(CERTIFICATE_NEEDED, 400, null, true);
};

/**
 * After a certified collection's save: a change of content puts its review back to draft with its author, and the
 * seed's certification writes its certificate, now that the item has its id.
 */
export const noteCertifiedChange: CollectionAfterChangeHook<Item> = async ({ doc, previousDoc, req, collection }) => {
  const context = contextOf(req);
  const pending = context[PENDING] as Pending | undefined;
  if (!pending) return doc;
  context[PENDING] = undefined;
  const item = doc;
  // The hash of what was stored, as the certify step reads it back.
  const contentHash = contentHashOf(item);
  const previous = previousDoc as Item | undefined;
  const changed = !previous?.id || contentHashOf(previous) !== contentHash;
  if (!changed && !pending.certifyAs) return doc;
  let certificate = pending.certificate;
  if (!certificate && !pending.certifyAs) {
    certificate = await certificateFor(req.payload, collection.slug, Number(item.id), contentHash, req);
  }
  if (pending.certifyAs) {
    const signatory = pending.certifyAs;
    const certifiedBy = (item.certifiedBy ?? {}) as { certifiedAt?: string | null };
    certificate = await req.payload.create({
      collection: 'certificates',
      data: {
        certifiedAt: certifiedBy.certifiedAt ?? new Date().toISOString(),
        title: titleOf(req.payload, collection.slug, item),
        itemCollection: collection.slug,
        itemId: Number(item.id),
        approvalCode: (item.governance as { approvalCode?: string | null } | undefined)?.approvalCode ?? null,
        contentHash,
        signatory: signatory.id,
        signatoryName: signatory.name,
        profession: signatory.profession ?? 'pharmacist',
        registrationNumber: signatory.registrationNumber ?? '',
        author: null,
        authorName: 'Loaded by the server',
        statement: 'Certified as the server loaded this content (the demo seed).',
        secondFactor: false,
      },
      overrideAccess: true,
      depth: 0,
      req,
    });
  }
  await noteContentChange(req, collection.slug, item, contentHash, pending.author, certificate);
  return doc;
};
