import { useParams } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { ClipboardList } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetRequestCategoryQuery } from '../api/clinical-requests-api';
import { clinicalRequestsTexts as texts } from '../texts';
import { RequestFormCard } from './request-form-card';
import '../clinical-requests.css';

/** `/clinical-requests/:category`: the request forms of one category, each with its pin toggle. */
export function RequestCategoryView() {
  const { category = '' } = useParams();
  const query = useGetRequestCategoryQuery(category);
  return (
    <QueryView query={query} loading={texts.categoryLoading}>
      {(result) => (
        <section aria-labelledby="request-category-heading">
          <h1 id="request-category-heading">{result.title}</h1>
          {result.description && <p>{result.description}</p>}
          {result.forms.length === 0 ? (
            <EmptyState icon={ClipboardList}>{texts.categoryEmpty}</EmptyState>
          ) : (
            <ul className="card-list" aria-label={texts.formsHeading}>
              {result.forms.map((form) => (
                <RequestFormCard key={form.id} form={form} headingLevel={2} />
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}
