import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { ClipboardList, Pin } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { clinicalRequestCategoryPath } from '../../../config/paths';
import { useGetRequestCategoriesQuery } from '../api/clinical-requests-api';
import { useGetPinnedClinicalRequestsQuery } from '../api/pins-api';
import { clinicalRequestsTexts as texts } from '../texts';
import { RequestFormCard } from './request-form-card';
import '../clinical-requests.css';

/** The pinned forms, first on the page, in pin order. */
function PinnedSection() {
  const query = useGetPinnedClinicalRequestsQuery(undefined);
  return (
    <section className="request-section" aria-labelledby="pinned-requests-heading">
      <h2 id="pinned-requests-heading">{texts.pinnedHeading}</h2>
      <QueryView
        query={query}
        loading={texts.pins.loading}
        isEmpty={(result) => result.pinned.length === 0}
        empty={<EmptyState icon={Pin}>{texts.pinnedEmpty}</EmptyState>}
      >
        {(result) => (
          <ul className="card-list" aria-labelledby="pinned-requests-heading">
            {result.pinned.map((form) => (
              <RequestFormCard key={form.id} form={form} headingLevel={3} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** `/clinical-requests`: the pinned forms first, then the request categories with their forms. */
export function RequestCategories() {
  const query = useGetRequestCategoriesQuery(undefined);
  return (
    <section aria-labelledby="clinical-requests-heading">
      <h1 id="clinical-requests-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <PinnedSection />
      <QueryView
        query={query}
        loading={texts.loading}
        isEmpty={(result) => result.categories.length === 0}
        empty={<EmptyState icon={ClipboardList}>{texts.empty}</EmptyState>}
      >
        {(result) => (
          <section className="request-section" aria-labelledby="request-categories-heading">
            <h2 id="request-categories-heading">{texts.categoriesHeading}</h2>
            {result.categories.map((category) => (
              <section
                key={category.slug}
                className="request-category"
                aria-labelledby={`request-category-${category.slug}`}
              >
                <h3 id={`request-category-${category.slug}`}>
                  <Link to={clinicalRequestCategoryPath(category.slug)}>{category.title}</Link>
                </h3>
                {category.description && <p>{category.description}</p>}
                <p className="muted">{texts.formsCount(category.forms.length)}</p>
                <ul className="card-list">
                  {category.forms.map((form) => (
                    <RequestFormCard key={form.id} form={form} headingLevel={4} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )}
      </QueryView>
    </section>
  );
}
