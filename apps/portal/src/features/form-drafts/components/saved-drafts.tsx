import { useState } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { FileText } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { formatDay, formatMoment } from '../../../lib/date-time';
import { messageOf } from '../../../lib/errors';
import { resumeDraftState } from '../../../lib/resume-draft';
import { useDiscardSavedDraftMutation, useGetSavedDraftsQuery } from '../api/form-drafts-api';
import { resumePathOf } from '../resume-path';
import { formDraftsTexts as texts } from '../texts';
import '../form-drafts.css';

/**
 * The forms the account saved to finish later: each links to its form, which opens filled in with them, with
 * when it was saved, until when it is kept, and a button to discard it.
 */
export function SavedDrafts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const query = useGetSavedDraftsQuery(undefined);
  const [discard, { isLoading: discarding }] = useDiscardSavedDraftMutation();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onDiscard = async (slug: string, title: string) => {
    setFailure(undefined);
    const answer = await discard(slug);
    if (answer.error) setFailure(messageOf(answer.error, texts.discardFailed));
    else setStatus(texts.discarded(title));
  };

  return (
    <section className="saved-drafts" aria-labelledby="saved-drafts-heading">
      <Heading id="saved-drafts-heading">{texts.heading}</Heading>
      <p className="muted">{texts.intro}</p>
      {/* The live regions stay in the page, empty, so what appears in them is announced. */}
      <div role="status">{status && <p className="form-success">{status}</p>}</div>
      <div role="alert">{failure && <p className="form-error">{failure}</p>}</div>
      <QueryView
        query={query}
        loading={texts.loading}
        isEmpty={({ drafts }) => drafts.length === 0}
        empty={
          <EmptyState icon={FileText} action={<Link to={paths.clinicalRequests}>{texts.browse}</Link>}>
            {texts.empty}
          </EmptyState>
        }
      >
        {({ drafts }) => (
          <ul className="saved-drafts-list">
            {drafts.map((draft) => {
              const path = resumePathOf(draft.formKind, draft.formSlug);
              return (
                <li key={draft.formSlug}>
                  <div>
                    {path ? (
                      // The form opens filled in with the saved answers.
                      <Link to={path} state={resumeDraftState(draft.formSlug)}>
                        {draft.formTitle}
                      </Link>
                    ) : (
                      <span>{draft.formTitle}</span>
                    )}
                    <p className="muted">{texts.saved(formatMoment(draft.savedAt), formatDay(draft.expiresAt))}</p>
                  </div>
                  <button
                    type="button"
                    className="button"
                    aria-label={texts.discardLabel(draft.formTitle)}
                    disabled={discarding}
                    onClick={() => void onDiscard(draft.formSlug, draft.formTitle)}
                  >
                    {texts.discard}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
