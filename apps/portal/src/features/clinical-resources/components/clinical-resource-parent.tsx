import type { ClinicalResource } from '@hcp/contracts/clinical-resources';
import { Navigate, useLocation, useParams } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { BookOpen } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useGetClinicalResourceChildrenQuery, useGetClinicalResourceQuery } from '../api/clinical-resources-api';
import { clinicalResourcesTexts as texts } from '../texts';
import { ResourceArticle } from './resource-article';
import { ResourceCard } from './resource-card';
import { isAtItsPath } from './route-match';
import '../clinical-resources.css';

function Children({ parent }: { parent: ClinicalResource }) {
  const page = usePageParam();
  const query = useGetClinicalResourceChildrenQuery({ idOrSlug: parent.slug, page });
  return (
    <section aria-labelledby="clinical-resource-children-heading" className="clinical-resource-children">
      <h2 id="clinical-resource-children-heading">{texts.childrenHeading(parent.kind)}</h2>
      <QueryView
        query={query}
        loading={texts.loadingChildren}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState icon={BookOpen}>{texts.emptyChildren}</EmptyState>}
      >
        {(list) => (
          <>
            <ul className="card-list">
              {list.items.map((item) => (
                <ResourceCard key={item.id} item={item} />
              ))}
            </ul>
            <Pager page={list.page} totalPages={list.totalPages} label={texts.childrenPagerLabel} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * /clinical-resources/{parent} and /clinical-resources/learning-modules/{parent}: a category or learning module with
 * its resources as cards. An item opened at another address than its own is not found.
 */
export function ClinicalResourceParent() {
  const { parent = '' } = useParams();
  const { pathname } = useLocation();
  const query = useGetClinicalResourceQuery(parent);
  return (
    <QueryView query={query} loading={texts.loadingItem}>
      {(item) =>
        isAtItsPath(item, pathname) ? (
          <ResourceArticle item={item}>
            <Children parent={item} />
          </ResourceArticle>
        ) : (
          <Navigate to={paths.notFound} replace />
        )
      }
    </QueryView>
  );
}
