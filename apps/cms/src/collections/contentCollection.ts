import type { Capability } from '@hcp/contracts/capabilities';
import type { CollectionConfig } from 'payload';

import { isStaff } from '../access/isStaff';
import { env } from '../env';
import { publishedFor } from '../access/publishedFor';
import { featuredField } from '../fields/featured';
import { governanceFields } from '../fields/governance';
import { slugField } from '../fields/slug';
import { certificationFields, certifiedPublishing, noteCertifiedChange } from '../certification/gate';
import { requireReapproval } from '../hooks/requireReapproval';
import { indexAfterChange, removeAfterDelete } from '../search/sync';

type ContentCollectionOptions = Omit<CollectionConfig, 'access' | 'versions'> & {
  /** The capability a portal account needs to read these items. */
  capability: Capability;
  /** The field the slug is made from; `title` unless said otherwise. */
  titleField?: string;
  /**
   * The top-level fields whose change alters what a professional relies on: changing one on an approved item clears
   * its approval, so it cannot be published again until a new approval code and date are entered. Empty: none.
   */
  clinicalFields: readonly string[];
  /** Whether the area's side-menu submenu lists these items, so an editor can feature some (fields/featured.ts). */
  inSubmenu?: boolean;
};

/** Whether a collection was made by `contentCollection()`: portal content with governance, drafts and versions. */
export function isContentCollection(config: Pick<CollectionConfig, 'custom'>): boolean {
  return config.custom?.contentCollection === true;
}

/**
 * A collection of portal content: drafts and versions, a slug, the governance fields, staff-only editing, and
 * portal reads limited to published, unexpired items for accounts holding `capability`.
 */
export function contentCollection({
  capability,
  titleField = 'title',
  clinicalFields,
  inSubmenu = false,
  admin,
  fields,
  hooks,
  ...config
}: ContentCollectionOptions): CollectionConfig {
  const certified = clinicalFields.length > 0;
  return {
    ...config,
    // Marks a content collection, so the admin home can count what needs an editor across all of them; a collection
    // with clinical fields is certified before it is published (issue 33, certification/gate.ts).
    custom: { ...config.custom, contentCollection: true, certified },
    admin: {
      useAsTitle: titleField,
      defaultColumns: [titleField, '_status', 'reviewStatus', 'updatedAt'],
      group: 'Portal content',
      listSearchableFields: [titleField, 'slug'],
      ...admin,
      // Live preview: the portal's own screen for the item's latest version, beside the form, at phone and desktop
      // widths; the screen reloads whenever the editor saves (docs/content.md, "Preview").
      livePreview: {
        url: ({ data, collectionConfig, req }) =>
          collectionConfig && data.id !== undefined
            ? `${req.origin || env.publicUrl}/preview/${collectionConfig.slug}/${String(data.id)}`
            : null,
        breakpoints: [
          { name: 'phone', label: 'Phone (390 px)', width: 390, height: 844 },
          { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
        ],
      },
    },
    // Global search follows every save and delete; areas without a search source are skipped.
    hooks: {
      ...hooks,
      beforeChange: [
        ...(hooks?.beforeChange ?? []),
        requireReapproval(clinicalFields),
        ...(certified ? [certifiedPublishing] : []),
      ],
      afterChange: [...(hooks?.afterChange ?? []), ...(certified ? [noteCertifiedChange] : []), indexAfterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), removeAfterDelete],
    },
    versions: { drafts: true, maxPerDoc: 50 },
    access: {
      read: publishedFor(capability),
      create: isStaff,
      update: isStaff,
      delete: isStaff,
      readVersions: isStaff,
    },
    fields: [
      ...fields,
      ...(inSubmenu ? [featuredField] : []),
      slugField(titleField),
      ...governanceFields,
      ...(certified ? certificationFields : []),
    ],
  };
}
