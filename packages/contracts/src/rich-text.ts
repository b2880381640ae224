import { z } from 'zod';

/**
 * Rich text as the portal API sends it: a small, closed document format the server converts editors' Lexical content
 * into. The portal renders it node by node; no HTML from the database ever reaches the page.
 */
export type RichInline =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean; strikethrough?: boolean; code?: boolean }
  | { type: 'link'; url: string; newTab: boolean; children: RichInline[] }
  | { type: 'linebreak' };

export type RichBlock =
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'heading'; level: 2 | 3 | 4; children: RichInline[] }
  | { type: 'quote'; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] };

export const RichInlineSchema: z.ZodType<RichInline> = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal('text'),
      text: z.string(),
      bold: z.boolean().optional(),
      italic: z.boolean().optional(),
      underline: z.boolean().optional(),
      strikethrough: z.boolean().optional(),
      code: z.boolean().optional(),
    }),
    z.object({ type: z.literal('link'), url: z.string(), newTab: z.boolean(), children: z.array(RichInlineSchema) }),
    z.object({ type: z.literal('linebreak') }),
  ]),
);

export const RichBlockSchema: z.ZodType<RichBlock> = z.union([
  z.object({ type: z.literal('paragraph'), children: z.array(RichInlineSchema) }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), children: z.array(RichInlineSchema) }),
  z.object({ type: z.literal('quote'), children: z.array(RichInlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(RichInlineSchema)) }),
]);

export const RichTextSchema = z.array(RichBlockSchema).meta({ id: 'RichText' });
export type RichText = RichBlock[];

/** Link targets the portal will follow: its own paths, web pages, email and telephone. Anything else stays text. */
export function isSafeLinkUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(url);
}
