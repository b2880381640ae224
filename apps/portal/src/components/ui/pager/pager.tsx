import { Link, useLocation, useSearchParams } from 'react-router';

import { uiTexts } from '../texts';

const texts = uiTexts.pager;

/** The page a list shows, from `?page=` (1 when absent or not a page number). */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

type PagerProps = { page: number; totalPages: number; label: string };

/** Previous and next links for a paginated list; the page lives in the URL so it survives reloads and sharing. */
export function Pager({ page, totalPages, label }: PagerProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {texts.previous}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{texts.pageOf(page, totalPages)}</span>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {texts.next}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
