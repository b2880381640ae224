import { type ClinicalResource, standaloneResourcePath } from '@hcp/contracts/clinical-resources';

/**
 * Whether the address the user opened is where the item really lives: its own path (so the parent in the URL is its
 * real parent, and a category is not opened as a learning module), or for a resource its standalone address.
 */
export function isAtItsPath(
  item: Pick<ClinicalResource, 'path' | 'kind' | 'slug'>,
  pathname: string,
  standalone = false,
): boolean {
  const opened = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (standalone) return item.kind === 'resource' && opened === standaloneResourcePath(item.slug);
  return opened === item.path;
}
