import { generatePath, Link } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { BookOpen } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useGetEducationParentsQuery } from '../api/education-api';
import { educationTexts as texts } from '../texts';
import '../education.css';

/** /education: the courses and categories as cards. */
export function EducationOverview() {
  const page = usePageParam();
  const query = useGetEducationParentsQuery({ page });
  return (
    <section aria-labelledby="education-heading" className="education">
      <h1 id="education-heading">{texts.overviewHeading}</h1>
      <p>{texts.overviewIntro}</p>
      <QueryView
        query={query}
        loading={texts.loadingParents}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState icon={BookOpen}>{texts.noParents}</EmptyState>}
      >
        {(list) => (
          <>
            <ul className="card-list">
              {list.items.map((parent) => (
                <li key={parent.id} className="card">
                  <h2>
                    <Link to={generatePath(paths.educationParent, { parent: parent.slug })}>{parent.title}</Link>
                  </h2>
                  <p className="education-meta">
                    {texts.kind[parent.kind]} · {texts.itemCount(parent.itemCount)}
                  </p>
                  <p>{parent.summary}</p>
                </li>
              ))}
            </ul>
            <Pager page={list.page} totalPages={list.totalPages} label={texts.parentsPager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
