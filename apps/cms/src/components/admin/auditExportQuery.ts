/**
 * The query of the audit events' CSV export for the list's own query: the filter builder's `where` and the search box,
 * nothing else (not the page, the sort or the columns), so the file holds every event the list's filter matches.
 */
export function exportQueryOf(listQuery: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(listQuery)) {
    if (name === 'search' || name === 'where' || name.startsWith('where[')) kept.append(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}
