import { Navigate, useLocation, useParams } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useGetClinicalResourceQuery } from '../api/clinical-resources-api';
import { clinicalResourcesTexts as texts } from '../texts';
import { ResourceArticle } from './resource-article';
import { isAtItsPath } from './route-match';
import '../clinical-resources.css';

/**
 * A resource: below its category or learning module, or `standalone` at
 * /clinical-resources/learning-modules/resource/{single} for links from elsewhere. The parent in the URL must be the
 * resource's real parent; any other address is not found.
 */
export function ClinicalResourceSingle({ standalone = false }: { standalone?: boolean }) {
  const { single = '' } = useParams();
  const { pathname } = useLocation();
  const query = useGetClinicalResourceQuery(single);
  return (
    <QueryView query={query} loading={texts.loadingItem}>
      {(item) =>
        isAtItsPath(item, pathname, standalone) ? (
          <ResourceArticle item={item} />
        ) : (
          <Navigate to={paths.notFound} replace />
        )
      }
    </QueryView>
  );
}
