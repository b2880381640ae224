import type { CollectionBeforeValidateHook, CollectionConfig, FieldHook } from 'payload';
import { ValidationError } from 'payload';

import { isStaff } from '../../access/isStaff';
import { readsStability } from '../../access/readsStability';
import { resyncYSiteRecordsOf } from '../../search/sync';
import { drugNameKey } from './names';

const lowerCase: FieldHook = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? drugNameKey(value) : value;

/** Lower case, without empty entries, repeats or the generic name itself. */
const tidySynonyms: FieldHook = ({ value, siblingData }) => {
  if (!Array.isArray(value)) return value as unknown;
  const name = typeof siblingData.name === 'string' ? drugNameKey(siblingData.name) : '';
  const seen = new Set<string>([name]);
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .map(drugNameKey)
    .filter((entry) => {
      if (entry === '' || seen.has(entry)) return false;
      seen.add(entry);
      return true;
    });
};

/** A name or synonym may name one drug only, or "frusemide" could resolve to either. */
const oneDrugPerName: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data;
  const stored = originalDoc as { name?: string; synonyms?: string[] | null } | undefined;
  const name = typeof data.name === 'string' ? drugNameKey(data.name) : stored?.name;
  const synonyms = Array.isArray(data.synonyms)
    ? (data.synonyms as unknown[]).filter((entry): entry is string => typeof entry === 'string').map(drugNameKey)
    : (stored?.synonyms ?? []);
  const names = [name, ...synonyms].filter((entry): entry is string => Boolean(entry));
  if (names.length === 0) return data;
  const id = (originalDoc as { id?: number } | undefined)?.id;
  const { docs } = await req.payload.find({
    collection: 'y-site-drugs',
    where: {
      and: [
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
        { or: [{ name: { in: names } }, { synonyms: { in: names } }] },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  });
  const other = docs[0];
  if (!other) return data;
  const clash = names.find((entry) => entry === other.name || (other.synonyms ?? []).includes(entry)) ?? names[0];
  throw new ValidationError({
    collection: 'y-site-drugs',
    errors: [
      {
        path: clash === name ? 'name' : 'synonyms',
        message: `“${String(clash)}” already names ${other.name}: a name or synonym may belong to one drug only.`,
      },
    ],
  });
};

/**
 * The Y-site drug vocabulary: the generic names editors keep for the other drug of a Y-site record, with their
 * synonyms, so that "furosemide" and "frusemide" meet. Staff edit it; the portal reads it only through the Y-site
 * routes, which resolve the names a person types.
 */
export const YSiteDrugs: CollectionConfig = {
  slug: 'y-site-drugs',
  labels: { singular: 'Y-site drug', plural: 'Y-site drugs' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'synonyms', 'updatedAt'],
    listSearchableFields: ['name', 'synonyms'],
    group: 'Portal content',
    description:
      'The generic names of the other drugs in Y-site records, each with the names clinicians also use (frusemide for furosemide). Stored in lower case.',
  },
  access: { read: readsStability, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'name',
  hooks: {
    beforeValidate: [oneDrugPerName],
    // A renamed drug or a new synonym changes what search finds for its records.
    afterChange: [
      async ({ doc, req }) => {
        const saved = doc as { id: number };
        await resyncYSiteRecordsOf(req.payload, { drug: saved.id }, req);
        return saved;
      },
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Generic name',
      required: true,
      unique: true,
      index: true,
      maxLength: 120,
      hooks: { beforeValidate: [lowerCase] },
      admin: { description: 'The generic name (INN or BAN), for example furosemide. Stored in lower case.' },
    },
    {
      name: 'synonyms',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 80,
      label: 'Other names',
      hooks: { beforeValidate: [tidySynonyms] },
      admin: {
        description: 'Other names and spellings clinicians use (frusemide, acetaminophen). Press Enter after each.',
      },
    },
  ],
};
