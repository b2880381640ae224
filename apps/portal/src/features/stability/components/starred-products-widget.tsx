import { generatePath, Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Star } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { starredApi, useGetStarredProductsQuery } from '../api/starred-api';
import { stabilityTexts } from '../texts';

const texts = stabilityTexts.starredWidget;

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchStarredProducts = () => starredApi.util.prefetch('getStarredProducts', undefined, {});

/** The dashboard's starred stability products, alphabetically, each linking to its matrix. */
export function StarredProductsWidget() {
  const query = useGetStarredProductsQuery(undefined);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={
        <EmptyState icon={Star} variant="inline" action={<Link to={paths.stability}>{texts.browse}</Link>}>
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <ul className="widget-list">
          {result.items.map((product) => (
            <li key={product.id}>
              <Link to={generatePath(paths.stabilityProduct, { slug: product.slug })}>{product.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
