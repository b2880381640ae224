import { EDUCATION_FORMATS, type EducationItem } from '@hcp/contracts/education';
import { generatePath, Link, Navigate, useParams } from 'react-router';

import { CpdLabel } from '../../../components/ui/cpd-label/cpd-label';
import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { usePreviewMode } from '../../../components/ui/preview/preview-mode';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { paths } from '../../../config/paths';
import { useGetEducationItemQuery } from '../api/education-api';
import { educationTexts as texts } from '../texts';
import { Completion } from './completion';
import '../education.css';

/** One learning item as its page draws it; an editor's preview leaves out the completion, which is an account's. */
export function EducationItemArticle({ item }: { item: EducationItem }) {
  const preview = usePreviewMode();
  return (
    <article aria-labelledby="education-item-heading" className="education">
      <p className="education-meta">
        <Link to={generatePath(paths.educationParent, { parent: item.parent.slug })}>{item.parent.title}</Link>
      </p>
      <h1 id="education-item-heading">{item.title}</h1>
      <dl className="education-facts">
        <div>
          <dt>{texts.cpdHeading}</dt>
          <dd>
            <CpdLabel cpd={item.cpd} />
          </dd>
        </div>
        <div>
          <dt>{texts.format}</dt>
          <dd>{EDUCATION_FORMATS[item.format]}</dd>
        </div>
      </dl>
      {!preview && <Completion item={item} />}
      <RichTextView content={item.body} />
      <DocumentList documents={item.documents} heading={texts.documentsHeading} />
      <GovernanceNote governance={item.governance} />
    </article>
  );
}

/** /education/:parent/:single: one learning item with its CPD label, downloads and completion. */
export function EducationItemView() {
  const { parent = '', single = '' } = useParams();
  const query = useGetEducationItemQuery(single);
  return (
    <QueryView query={query} loading={texts.loadingItem}>
      {(item) => {
        // The item's address is under its own parent; any other parent in the path is corrected.
        if (parent !== item.parent.slug || single !== item.slug) {
          return (
            <Navigate to={generatePath(paths.educationItem, { parent: item.parent.slug, single: item.slug })} replace />
          );
        }
        return <EducationItemArticle item={item} />;
      }}
    </QueryView>
  );
}
