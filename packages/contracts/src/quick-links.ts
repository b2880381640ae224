import { z } from 'zod';

import { paginatedSchema } from './content';

/** Quick links leave the portal only for web pages: an http(s) address with a host and no spaces. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#]\S*)?$/i.test(
    value,
  );
}

export const QuickLinkSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string().refine(isWebUrl, 'Use an http or https address.'),
    description: z.string().nullable(),
  })
  .meta({ id: 'QuickLink' });
export type QuickLink = z.infer<typeof QuickLinkSchema>;

export const QuickLinkGroupSchema = z
  .object({ group: z.string(), links: z.array(QuickLinkSchema) })
  .meta({ id: 'QuickLinkGroup' });
export type QuickLinkGroup = z.infer<typeof QuickLinkGroupSchema>;

/** `GET api/v1/quick-links`: a page of groups, each with its links in display order. */
export const QuickLinkGroupPageSchema = paginatedSchema(QuickLinkGroupSchema).meta({ id: 'QuickLinkGroupPage' });
export type QuickLinkGroupPage = z.infer<typeof QuickLinkGroupPageSchema>;

type OrderedLink = { group: string; displayOrder: number; title: string };

/**
 * Links gathered into their groups: a group sits where its first link sits (lowest display order, then name), and
 * links follow their display order, then their title.
 */
export function groupQuickLinks<T extends OrderedLink>(links: readonly T[]): { group: string; links: T[] }[] {
  const byOrder = (a: OrderedLink, b: OrderedLink) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title);
  const groups = new Map<string, T[]>();
  for (const link of [...links].sort(byOrder)) {
    const members = groups.get(link.group);
    if (members) members.push(link);
    else groups.set(link.group, [link]);
  }
  // Sorted links put each group's first link first, so Map insertion order is the groups' order, but equal orders
  // across groups fall back to the group name for a stable result.
  return [...groups.entries()]
    .sort(
      ([nameA, a], [nameB, b]) => (a[0]?.displayOrder ?? 0) - (b[0]?.displayOrder ?? 0) || nameA.localeCompare(nameB),
    )
    .map(([group, members]) => ({ group, links: members }));
}
