import { type Preview, type PreviewCollection, PreviewParamsSchema } from '@hcp/contracts/preview';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';

import { PreviewMode } from '../../components/ui/preview/preview-mode';
import { QueryError } from '../../components/ui/query-error/query-error';
import { Skeleton } from '../../components/ui/skeleton/skeleton';
import { ResourceArticle } from '../../features/clinical-resources/components/resource-article';
import { TrialArticle } from '../../features/clinical-trials/components/trial-detail';
import { EducationItemArticle } from '../../features/education/components/education-item';
import { EducationParentArticle } from '../../features/education/components/education-parent';
import { ImportantUpdateArticle } from '../../features/important-updates/components/important-update-page';
import { TeamProfile } from '../../features/meet-the-team/components/team-profile';
import { useGetPreviewQuery } from '../../features/preview/api/preview-api';
import { PreviewBanner } from '../../features/preview/components/preview-banner';
import { previewTexts as texts } from '../../features/preview/texts';
import { CatalogueProductArticle } from '../../features/product-catalogue/components/product-detail';
import { QuickLinkGroupSection } from '../../features/quick-links/components/quick-links';
import { StabilityProductArticle } from '../../features/stability/components/stability-product';
import { YSiteRecordArticle } from '../../features/stability/components/y-site-record';
import { fieldErrorsOf } from '../../lib/errors';

type PreviewItem<C extends PreviewCollection> = Extract<Preview, { collection: C }>['item'];

/**
 * Each previewable collection (areas.ts's `preview`) drawn by its own portal screen's component, so the preview is the
 * page professionals will see. A collection added there needs its component here: the type check names a missing one.
 */
const PREVIEW_ARTICLES: { [C in PreviewCollection]: (item: PreviewItem<C>) => ReactNode } = {
  'stability-products': (item) => <StabilityProductArticle product={item} />,
  'y-site-records': (item) => <YSiteRecordArticle record={item} />,
  'education-courses': (item) => <EducationParentArticle course={item} />,
  'education-items': (item) => <EducationItemArticle item={item} />,
  'important-updates': (item) => <ImportantUpdateArticle update={item} />,
  'clinical-trials': (item) => <TrialArticle trial={item} />,
  'clinical-resources': (item) => <ResourceArticle item={item} />,
  teams: (item) => <TeamProfile team={item} />,
  'catalogue-products': (item) => <CatalogueProductArticle product={item} />,
  'quick-links': (item) => <QuickLinkGroupSection group={item} index={0} />,
};

function PreviewArticle({ preview }: { preview: Preview }) {
  // The collection and its item arrive together (the contract's discriminated union), so the pair fits the table.
  const draw = PREVIEW_ARTICLES[preview.collection] as (item: Preview['item']) => ReactNode;
  return draw(preview.item);
}

/** A failed preview told in words an editor can act on. */
function PreviewFailure({ error }: { error: Parameters<typeof QueryError>[0]['error'] }) {
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 401) return <p role="alert">{texts.signInFirst}</p>;
  if (status === 404) return <p role="alert">{texts.notFound}</p>;
  if (status === 422) {
    const missing = Object.keys(fieldErrorsOf(error));
    return (
      <div role="alert">
        <p>{texts.incomplete}</p>
        {missing.length > 0 && (
          <>
            <p>{texts.missingFields}</p>
            <ul>
              {missing.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  return <QueryError error={error} />;
}

/**
 * A link inside the preview opens the live portal in a new tab: the frame stays on the item the editor is working on,
 * and the portal's own screens need a professional's sign-in.
 */
function openLinksOutside(event: MouseEvent) {
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
  event.preventDefault();
  event.stopPropagation();
  window.open(link.href, '_blank', 'noopener');
}

/**
 * `/preview/:collection/:id`: an editor's preview of an item's latest version, draft or published, framed by the
 * admin's live preview beside the form. It reloads whenever the admin reports a save.
 */
export function PreviewRoute() {
  const params = PreviewParamsSchema.safeParse(useParams());
  const query = useGetPreviewQuery(params.success ? params.data : skipToken, { refetchOnMountOrArgChange: true });
  const { refetch } = query;

  useEffect(() => {
    document.title = texts.documentTitle;
  }, []);

  // Payload's live preview talks to a screen that has said it is ready (in its frame, or in the window it opened), and
  // then posts `payload-document-event` after every save of the document. Only the admin on this origin is heard.
  useEffect(() => {
    if (!params.success) return;
    const opener = window.opener as Window | null;
    const admin = opener ?? (window.parent === window ? null : window.parent);
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin);
    const onMessage = (event: MessageEvent<unknown>) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (event.origin === window.location.origin && type === 'payload-document-event') void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [params.success, refetch]);

  let content: ReactNode;
  if (!params.success) content = <p role="alert">{texts.invalidAddress}</p>;
  else if (query.error) content = <PreviewFailure error={query.error} />;
  else if (query.currentData === undefined) content = <Skeleton label={texts.loading} />;
  else content = null;
  const shown = query.currentData;

  return (
    <PreviewMode>
      <div className="preview-screen" onClickCapture={openLinksOutside}>
        {shown && !query.error && <PreviewBanner state={shown.state} />}
        <main id="main" tabIndex={-1}>
          {content ?? (shown && <PreviewArticle preview={shown} />)}
        </main>
      </div>
    </PreviewMode>
  );
}
