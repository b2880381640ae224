// Without zod: the portal's rich text renders links with this and no schema (issue 16); rich-text.ts exports it too.

/** Link targets the portal will follow: its own paths, web pages, email and telephone. Anything else stays text. */
export function isSafeLinkUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(url);
}
