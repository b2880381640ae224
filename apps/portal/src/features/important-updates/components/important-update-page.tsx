import { IdOrSlugSchema } from '@hcp/contracts/content';
import type { ImportantUpdate } from '@hcp/contracts/important-updates';
import { Navigate, useParams } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { paths } from '../../../config/paths';
import { useGetImportantUpdateQuery } from '../api/important-updates-api';
import { importantUpdatesTexts as texts } from '../texts';
import { SafetyNoticeFrame } from './safety-notice';
import { UpdateMeta } from './update-meta';
import '../important-updates.css';

/** One update as its page draws it. */
export function ImportantUpdateArticle({ update }: { update: ImportantUpdate }) {
  return (
    <article aria-labelledby="update-heading">
      <h1 id="update-heading">{update.title}</h1>
      <UpdateMeta update={update} />
      <SafetyNoticeFrame update={update}>
        <p>
          <strong>{update.summary}</strong>
        </p>
      </SafetyNoticeFrame>
      <RichTextView content={update.body} />
      <DocumentList documents={update.documents} heading={texts.attachments} />
      <GovernanceNote governance={update.governance} />
    </article>
  );
}

/** `/important-updates/{slug}`: one update with its body, attachments and approval details. */
export function ImportantUpdatePage() {
  const { slug = '' } = useParams();
  const valid = IdOrSlugSchema.safeParse(slug).success;
  const query = useGetImportantUpdateQuery(slug, { skip: !valid });
  // A path no update could have is simply not found, without asking the server.
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <QueryView query={query} loading={texts.loadingUpdate}>
      {(update) => <ImportantUpdateArticle update={update} />}
    </QueryView>
  );
}
