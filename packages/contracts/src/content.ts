import { z } from 'zod';

import { AREA_KEYS, type Area, type AREAS, hasSubmenu } from './areas';
import { CertifiedBySchema } from './certification';

/** How a list is paged: `?page=1&perPage=20`, both optional. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** One page of a list, with what a pager needs. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalItems: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
}
export type Paginated<T> = { items: T[]; page: number; perPage: number; totalItems: number; totalPages: number };

/** A path segment that names an item: its numeric id or its slug. */
export const IdOrSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use an id or a slug.');

/** A slug: lower-case words joined by hyphens, with at least one letter so it can never be mistaken for an id. */
export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
  .regex(/[a-z]/, 'A slug needs at least one letter.');

/** Every content item's pharmaceutical governance: its approval code, when it was prepared and when it must be reviewed. */
export const GovernanceSchema = z
  .object({
    approvalCode: z.string(),
    dateOfPreparation: z.iso.date(),
    reviewBy: z.iso.date(),
    updatedAt: z.iso.datetime({ offset: true }).meta({ description: 'When the published item last changed.' }),
    certifiedBy: CertifiedBySchema.nullable().meta({
      description:
        'The signatory who certified this version (clinical areas), or null where an area is not certified or a safety notice was published before its certificate.',
    }),
  })
  .meta({ id: 'Governance' });
export type Governance = z.infer<typeof GovernanceSchema>;

/** An entry of a side-menu submenu (spec section 3): its title and the portal path it opens. */
export const SubmenuEntrySchema = z.object({ title: z.string(), path: z.string() }).meta({ id: 'SubmenuEntry' });
export type SubmenuEntry = z.infer<typeof SubmenuEntrySchema>;

/** The areas whose side-menu entry opens a submenu of server-supplied entries. */
type WithSubmenu = { [A in Area]: (typeof AREAS)[A]['submenu'] extends true ? A : never }[Area];
export type SubmenuArea = WithSubmenu;

/** Whether an area's items list in a submenu of the side menu. */
export function isSubmenuArea(area: Area): area is SubmenuArea {
  return hasSubmenu(area);
}

export const SUBMENU_AREAS = AREA_KEYS.filter(isSubmenuArea);

export const SubmenuSchema = z.object({ entries: z.array(SubmenuEntrySchema) }).meta({ id: 'Submenu' });
export type Submenu = z.infer<typeof SubmenuSchema>;

/** An attachment a signed-in user with the area's capability may download through `GET api/v1/documents/{id}`. */
export const DocumentLinkSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    filename: z.string(),
    mimeType: z.string(),
    filesize: z.number().int().min(0),
  })
  .meta({ id: 'DocumentLink' });
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;

/** A medicine's generic name (INN) and the other names it is searched by: stability and catalogue products share them. */
export const GenericNamesShape = {
  inn: z
    .string()
    .nullable()
    .meta({ description: 'The generic name (INN), for example vancomycin; null for a product not yet given one.' }),
  synonyms: z
    .array(z.string())
    .meta({ description: 'Other names it is searched by: other spellings, USAN or BAN names, abbreviations.' }),
};
