import { z } from 'zod';

// Which links the portal follows is in safe-links.ts, without zod, for the portal's rich text; exported from here too.
export { isSafeLinkUrl } from './safe-links';

/**
 * Rich text as the portal API sends it: a small, closed document format the server converts editors' Lexical content
 * into. The portal renders it node by node; no HTML from the database ever reaches the page.
 */
const TextSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});
const LineBreakSchema = z.object({ type: z.literal('linebreak') });

/** Inside a link: text and line breaks only, so links never nest. */
export const LinkedInlineSchema = z.union([TextSchema, LineBreakSchema]);
export type LinkedInline = z.infer<typeof LinkedInlineSchema>;

export const RichInlineSchema = z
  .union([
    TextSchema,
    z.object({ type: z.literal('link'), url: z.string(), newTab: z.boolean(), children: z.array(LinkedInlineSchema) }),
    LineBreakSchema,
  ])
  .meta({ id: 'RichInline' });
export type RichInline = z.infer<typeof RichInlineSchema>;

export const RichBlockSchema = z
  .union([
    z.object({ type: z.literal('paragraph'), children: z.array(RichInlineSchema) }),
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
      children: z.array(RichInlineSchema),
    }),
    z.object({ type: z.literal('quote'), children: z.array(RichInlineSchema) }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(RichInlineSchema)) }),
  ])
  .meta({ id: 'RichBlock' });
export type RichBlock = z.infer<typeof RichBlockSchema>;

export const RichTextSchema = z.array(RichBlockSchema).meta({ id: 'RichText' });
export type RichText = z.infer<typeof RichTextSchema>;
