import { z } from 'zod';

import { RichTextSchema } from './rich-text';

/** The public pages editors manage, at the portal's fixed routes. */
export const PUBLIC_PAGE_SLUGS = ['about', 'privacy-policy', 'disclaimer', 'contact'] as const;
export const PublicPageSlugSchema = z.enum(PUBLIC_PAGE_SLUGS).meta({ id: 'PublicPageSlug' });
export type PublicPageSlug = z.infer<typeof PublicPageSlugSchema>;

export const ContactDetailsSchema = z
  .object({
    organisation: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hours: z.string().nullable(),
  })
  .meta({ id: 'ContactDetails' });

/** Answer of GET api/v1/pages/{slug}. */
export const PublicPageSchema = z
  .object({
    slug: PublicPageSlugSchema,
    title: z.string(),
    content: RichTextSchema,
    updatedAt: z.string(),
    contact: ContactDetailsSchema.nullable().meta({
      description: 'The provider’s contact details, on the contact page only.',
    }),
  })
  .meta({ id: 'PublicPage' });
export type PublicPage = z.infer<typeof PublicPageSchema>;
