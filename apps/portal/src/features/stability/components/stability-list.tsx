import { labelOf, STABILITY_CONTAINERS, STABILITY_DILUENTS, STABILITY_FORMS } from '@hcp/contracts/stability';
import type { StabilityProductSummary } from '@hcp/contracts/stability';
import { type SubmitEvent, useState } from 'react';
import { generatePath, Link, useSearchParams } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { FlaskConical, SearchX } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useListStabilityProductsQuery } from '../api/stability-api';
import { stabilityTexts as texts } from '../texts';
import { GenericName } from '../../../components/ui/generic-name/generic-name';
import '../stability.css';

const PER_PAGE = 20;

/** The search form; it starts from the URL's query and writes the new one back, so searches survive reloads. */
function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState(query);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" aria-label={texts.searchFormLabel} className="stability-search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="stability-search-input">{texts.searchLabel}</label>
        <input
          id="stability-search-input"
          type="search"
          name="q"
          maxLength={100}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary">
        {texts.searchButton}
      </button>
    </form>
  );
}

function ProductCard({ product }: { product: StabilityProductSummary }) {
  return (
    <li className="card">
      <h2>
        <Link to={generatePath(paths.stabilityProduct, { slug: product.slug })}>
          {product.name} {product.strength}
        </Link>
        <GenericName inn={product.inn} />
      </h2>
      <p className="muted">{labelOf(STABILITY_FORMS, product.form)}</p>
      <p>{product.summary}</p>
      <dl className="stability-facts">
        <dt>{texts.diluentsTerm}</dt>
        <dd>{product.diluents.map((value) => labelOf(STABILITY_DILUENTS, value)).join(', ')}</dd>
        <dt>{texts.containersTerm}</dt>
        <dd>{product.containers.map((value) => labelOf(STABILITY_CONTAINERS, value)).join(', ')}</dd>
      </dl>
      <p className="muted">{texts.preparations(product.preparations)}</p>
    </li>
  );
}

/** `/stability`: the products, searchable by name, a page at a time. */
export function StabilityList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = usePageParam();
  const result = useListStabilityProductsQuery({ q: query, page, perPage: PER_PAGE });

  const search = (next: string) => {
    // A new search starts on its first page.
    setSearchParams(next ? { q: next } : {});
  };

  return (
    <section className="stability-list" aria-labelledby="stability-heading">
      <h1 id="stability-heading">{texts.listTitle}</h1>
      <p>{texts.listIntro}</p>
      <p>
        {texts.offline.listLead} <Link to={paths.offlineCopies}>{texts.offline.listLink}</Link>
      </p>
      <SearchForm key={query} query={query} onSearch={search} />
      <p role="status" className="stability-count">
        {result.currentData ? texts.resultCount(result.currentData.totalItems, query) : ''}
      </p>
      <QueryView
        query={result}
        loading={texts.loadingList}
        failure={texts.listFailed}
        underHeading
        isEmpty={(data) => data.totalItems === 0}
        empty={
          query ? (
            <EmptyState icon={SearchX} action={<Link to={paths.stability}>{texts.clearSearch}</Link>}>
              {texts.noResults(query)}
            </EmptyState>
          ) : (
            <EmptyState icon={FlaskConical}>{texts.emptyList}</EmptyState>
          )
        }
      >
        {(data) => (
          <>
            <ul className="card-list" aria-label={texts.searchLandmark}>
              {data.items.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} label={texts.pagerLabel} />
          </>
        )}
      </QueryView>
    </section>
  );
}
