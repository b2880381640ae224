import type { Capability } from '@hcp/contracts/capabilities';
import {
  MAX_QUERY_LENGTH,
  type SearchArea,
  SearchAreaSchema,
  type SearchHit,
  type SearchResults,
  searchableAreas,
} from '@hcp/contracts/search';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { SearchX } from '../../../components/ui/icon/icon';
import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { searchAreaPaths, searchPath } from '../../../config/paths';
import { useSearchQuery } from '../api/search-api';
import { searchTexts as texts } from '../texts';
import '../search.css';

/** The areas the account may search, each a link to where the area starts. */
function AreaLinks({ areas }: { areas: readonly SearchArea[] }) {
  if (areas.length === 0) return <p>{texts.nothingToSearch}</p>;
  return (
    <ul className="search-area-links">
      {areas.map((area) => (
        <li key={area}>
          <Link to={searchAreaPaths[area]}>{texts.areas[area]}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `/search` with nothing typed yet: what can be searched and a few queries to try. */
function SearchStart({ areas, searchBox }: { areas: readonly SearchArea[]; searchBox: ReactNode }) {
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <PageSearchBox searchBox={searchBox} />
      <h2>{texts.whatYouCanSearch}</h2>
      <AreaLinks areas={areas} />
      {areas.length > 0 && (
        <>
          <h2>{texts.tryExamples}</h2>
          <ul className="search-suggestions">
            {texts.examples.map((example) => (
              <li key={example}>
                <Link to={searchPath(example)}>{example}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A snippet's segments as text, the matched words in <mark>; nothing from the server is ever read as HTML. */
function Snippet({ hit }: { hit: SearchHit }) {
  if (hit.snippet.length === 0) return null;
  return (
    <p className="search-snippet">
      {hit.snippet.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </p>
  );
}

/** The area filters: all areas, then each area with hits (and the chosen one), with its count. */
function AreaFilters({ results, area }: { results: SearchResults; area: SearchArea | undefined }) {
  const { pathname } = useLocation();
  const total = results.groups.reduce((sum, group) => sum + group.count, 0);
  const hrefFor = (target: SearchArea | undefined) => (target ? `${pathname}?area=${target}` : pathname);
  return (
    <nav aria-label={texts.areasLabel} className="search-filters">
      <ul>
        <li>
          <Link to={hrefFor(undefined)} aria-current={area === undefined ? 'true' : undefined}>
            {texts.allAreas} <span className="search-count">({total})</span>
          </Link>
        </li>
        {results.groups
          .filter((group) => group.count > 0 || group.area === area)
          .map((group) => (
            <li key={group.area}>
              <Link to={hrefFor(group.area)} aria-current={group.area === area ? 'true' : undefined}>
                {texts.areas[group.area]} <span className="search-count">({group.count})</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Nothing matched: the server's close terms as new searches, tips, and the areas to browse instead. */
function NoResults({ keyword, results, areas }: { keyword: string; results: SearchResults; areas: SearchArea[] }) {
  return (
    <div className="search-no-results">
      <EmptyState
        icon={SearchX}
        title={texts.noResultsHeading(keyword)}
        details={
          <>
            {results.suggestions.length > 0 && (
              <>
                <p>{texts.didYouMean}</p>
                <ul className="search-suggestions">
                  {results.suggestions.map((suggestion) => (
                    <li key={suggestion}>
                      <Link to={searchPath(suggestion)}>{suggestion}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3>{texts.tipsHeading}</h3>
            <ul>
              {texts.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <h3>{texts.whatYouCanSearch}</h3>
            <AreaLinks areas={areas} />
          </>
        }
      >
        {texts.noResultsText}
      </EmptyState>
    </div>
  );
}

/** The search box on the page itself, for narrow screens, where the header keeps no search box. */
function PageSearchBox({ searchBox }: { searchBox: ReactNode }) {
  if (!searchBox) return null;
  return <div className="search-page-box">{searchBox}</div>;
}

/** `/search/{keyword}`: ranked hits grouped by area, with area filters, paging and a no-results state. */
function SearchResultsView({
  keyword,
  areas,
  searchBox,
}: {
  keyword: string;
  areas: SearchArea[];
  searchBox: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const area = SearchAreaSchema.safeParse(searchParams.get('area')).data;
  const page = usePageParam();
  const query = useSearchQuery({ q: keyword, area, page });
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading">{texts.resultsTitle(keyword)}</h1>
      <PageSearchBox searchBox={searchBox} />
      <QueryView query={query} loading={texts.loading}>
        {(results) =>
          results.groups.every((group) => group.count === 0) ? (
            <NoResults keyword={keyword} results={results} areas={areas} />
          ) : (
            <>
              <AreaFilters results={results} area={area} />
              <p role="status">{texts.summary(results.totalItems, keyword)}</p>
              <ol className="search-hits" aria-label={texts.hitsLabel}>
                {results.items.map((hit) => (
                  <li key={`${hit.area}:${hit.path}`} className="card">
                    <p className="muted search-hit-area">{texts.areas[hit.area]}</p>
                    <h2>
                      <Link to={hit.path}>{hit.title}</Link>
                    </h2>
                    <Snippet hit={hit} />
                  </li>
                ))}
              </ol>
              <Pager page={results.page} totalPages={results.totalPages} label={texts.pager} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * Global search: `/search` (nothing typed) or `/search/{keyword}`. The keyword arrives decoded from the route; the
 * server decides which areas are searched, the account's capabilities only shape the hints.
 */
export function SearchScreen({
  keyword,
  capabilities,
  searchBox,
}: {
  keyword: string | undefined;
  capabilities: readonly Capability[];
  /** A search box for narrow screens, shown on the page below 768 px (the screen composing this one supplies it). */
  searchBox?: ReactNode;
}) {
  const areas = searchableAreas(capabilities);
  const trimmed = keyword?.trim() ?? '';
  if (trimmed === '') return <SearchStart areas={areas} searchBox={searchBox} />;
  if (trimmed.length > MAX_QUERY_LENGTH) {
    return (
      <section aria-labelledby="search-heading">
        <h1 id="search-heading">{texts.title}</h1>
        <p role="alert">{texts.tooLong(MAX_QUERY_LENGTH)}</p>
      </section>
    );
  }
  return <SearchResultsView keyword={trimmed} areas={areas} searchBox={searchBox} />;
}
