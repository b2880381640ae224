import { EDUCATION_FORMATS, type EducationParent } from '@hcp/contracts/education';
import { generatePath, Link, useParams } from 'react-router';

import { CpdLabel } from '../../../components/ui/cpd-label/cpd-label';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { usePreviewMode } from '../../../components/ui/preview/preview-mode';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { BookOpen } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { paths } from '../../../config/paths';
import { useGetEducationParentQuery } from '../api/education-api';
import { educationTexts as texts } from '../texts';
import '../education.css';

/** A course or category as its page draws it; an editor's preview shows the first page of items only. */
export function EducationParentArticle({ course }: { course: EducationParent }) {
  const preview = usePreviewMode();
  return (
    <article aria-labelledby="education-parent-heading" className="education">
      <h1 id="education-parent-heading">{course.title}</h1>
      <p className="education-meta">{texts.kind[course.kind]}</p>
      <p className="education-summary">{course.summary}</p>
      <RichTextView content={course.body} />
      <h2>{texts.itemsHeading}</h2>
      {course.items.items.length === 0 ? (
        <EmptyState icon={BookOpen}>{texts.noItems}</EmptyState>
      ) : (
        <ul className="card-list">
          {course.items.items.map((item) => (
            <li key={item.id} className="card">
              <h3>
                <Link to={generatePath(paths.educationItem, { parent: course.slug, single: item.slug })}>
                  {item.title}
                </Link>
              </h3>
              <p className="education-meta">{EDUCATION_FORMATS[item.format]}</p>
              <CpdLabel cpd={item.cpd} />
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {!preview && <Pager page={course.items.page} totalPages={course.items.totalPages} label={texts.itemsPager} />}
      <GovernanceNote governance={course.governance} />
    </article>
  );
}

/** /education/:parent: a course or category, its introduction and its learning items with their CPD labels. */
export function EducationParentView() {
  const { parent = '' } = useParams();
  const page = usePageParam();
  const query = useGetEducationParentQuery({ parent, page });
  return (
    <QueryView query={query} loading={texts.loadingParent}>
      {(course) => <EducationParentArticle course={course} />}
    </QueryView>
  );
}
