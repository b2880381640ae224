import { SlugSchema } from '@hcp/contracts/content';
import { Link, useSearchParams } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { FunnelX, Inbox } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useSearchProductCatalogueQuery } from '../api/product-catalogue-api';
import { productCatalogueTexts as texts } from '../texts';
import { CatalogueFilters } from './catalogue-filters';
import { GenericName } from '../../../components/ui/generic-name/generic-name';
import { catalogueQueryOf, withParams } from './catalogue-params';
import { ProductDetail } from './product-detail';
import { PackShot } from './pack-shot';
import { FIRST_ROW, PACK_SHOT_SIZES } from './pack-shot-sizes';
import { ProductFacts } from './product-facts';
import '../product-catalogue.css';

const PER_PAGE = 12;

/**
 * `/product-catalogue`: search and filters kept in the URL, a page of product cards, and one product's detail when
 * `?product=<slug>` names it (the same route, so the back link returns to the same search).
 */
export function ProductCatalogue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const product = SlugSchema.safeParse(searchParams.get('product'));
  if (product.success) {
    return (
      <ProductDetail
        slug={product.data}
        backTo={withParams(searchParams, { product: undefined }, { keepPage: true }) || '?'}
      />
    );
  }
  return (
    <CatalogueResults
      searchParams={searchParams}
      onChange={(changes) => setSearchParams(withParams(searchParams, changes))}
    />
  );
}

function CatalogueResults({
  searchParams,
  onChange,
}: {
  searchParams: URLSearchParams;
  onChange: (changes: Record<string, string>) => void;
}) {
  const page = usePageParam();
  const filters = catalogueQueryOf(searchParams);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const query = useSearchProductCatalogueQuery({ ...filters, page, perPage: PER_PAGE });
  // Facets alone may come from an earlier answer: they do not depend on the search (see below).
  const facets = query.data?.facets;
  return (
    <section aria-labelledby="catalogue-heading">
      <h1 id="catalogue-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      {/*
        The facets come from everything the account may read, whatever the search (docs/content.md), so the form stays
        on screen, and keeps the focus, while the next page of results loads. The key resets the search box when the
        URL's search changes (back, forward, clearing).
      */}
      {facets && <CatalogueFilters key={filters.q ?? ''} facets={facets} filters={filters} onChange={onChange} />}
      <QueryView
        query={query}
        loading={texts.loadingList}
        isEmpty={(result) => result.totalItems === 0 && !filtered}
        empty={<EmptyState icon={Inbox}>{texts.empty}</EmptyState>}
      >
        {(result) => (
          <>
            <p className="muted" role="status">
              {texts.count(result.totalItems)}
            </p>
            {result.totalItems === 0 ? (
              <EmptyState icon={FunnelX} action={<Link to="?">{texts.clearFilters}</Link>}>
                {texts.noMatch}
              </EmptyState>
            ) : (
              <ul className="card-list catalogue-list" aria-label={texts.results}>
                {result.items.map((item, index) => (
                  <li key={item.id} className="card catalogue-card">
                    <PackShot
                      image={item.image}
                      sizes={PACK_SHOT_SIZES.list}
                      eager={index < FIRST_ROW}
                      className="catalogue-card-image"
                    />
                    <h2>
                      <Link to={withParams(searchParams, { product: item.slug }, { keepPage: true })}>{item.name}</Link>
                      <GenericName inn={item.inn} />
                    </h2>
                    <ProductFacts product={item} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={result.page} totalPages={result.totalPages} label={texts.pager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
