import type { ClinicalResourceSummary } from '@hcp/contracts/clinical-resources';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { BookOpen } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetClinicalResourcesQuery } from '../api/clinical-resources-api';
import { clinicalResourcesTexts as texts } from '../texts';
import { ResourceCard } from './resource-card';
import '../clinical-resources.css';

function Group({ id, heading, items }: { id: string; heading: string; items: ClinicalResourceSummary[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="card-list">
        {items.map((item) => (
          <ResourceCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** /clinical-resources: the top-level categories and learning modules, each group as cards. */
export function ClinicalResourcesOverview() {
  const page = usePageParam();
  const query = useGetClinicalResourcesQuery({ page });
  return (
    <section aria-labelledby="clinical-resources-heading" className="clinical-resources">
      <h1 id="clinical-resources-heading">{texts.overviewTitle}</h1>
      <p>{texts.overviewIntro}</p>
      <QueryView
        query={query}
        loading={texts.loadingOverview}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState icon={BookOpen}>{texts.emptyOverview}</EmptyState>}
      >
        {(list) => (
          <>
            <Group
              id="clinical-resources-categories"
              heading={texts.categoriesHeading}
              items={list.items.filter((item) => item.kind === 'category')}
            />
            <Group
              id="clinical-resources-modules"
              heading={texts.modulesHeading}
              items={list.items.filter((item) => item.kind === 'learning-module')}
            />
            <Pager page={list.page} totalPages={list.totalPages} label={texts.overviewPagerLabel} />
          </>
        )}
      </QueryView>
    </section>
  );
}
