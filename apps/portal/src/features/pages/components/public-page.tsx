import type { PublicPageSlug } from '@hcp/contracts/pages';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { QueryError } from '../../../components/ui/query-error/query-error';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { Loading } from '../../../components/ui/status-screens/status-screens';
import { uiTexts } from '../../../components/ui/texts';
import { useGetPublicPageQuery } from '../api/pages-api';
import { pagesTexts as texts } from '../texts';

/** A page editors manage in the CMS: about, privacy policy, disclaimer or contact. */
export function PublicPageView({ slug }: { slug: PublicPageSlug }) {
  // currentData only: moving from one page to another never shows the previous page while the next one loads.
  const { currentData: page, error, isFetching } = useGetPublicPageQuery(slug);
  if (!page && isFetching) return <Loading label={texts.loading} />;
  if (!page) return <QueryError error={error} />;
  return (
    <article aria-labelledby="page-heading" className="public-page">
      <h1 id="page-heading">{page.title}</h1>
      <RichTextView content={page.content} />
      {page.contact && (
        <section aria-labelledby="contact-details-heading" className="contact-details">
          <h2 id="contact-details-heading">{texts.contactDetails}</h2>
          <address>
            <p>{page.contact.organisation}</p>
            {page.contact.address && <p className="address">{page.contact.address}</p>}
            {page.contact.phone && (
              <p>
                {texts.telephone} <a href={`tel:${page.contact.phone.replace(/[^\d+]/g, '')}`}>{page.contact.phone}</a>
              </p>
            )}
            {page.contact.email && (
              <p>
                {texts.email} <a href={`mailto:${page.contact.email}`}>{page.contact.email}</a>
              </p>
            )}
            {page.contact.hours && <p>{texts.openingHours(page.contact.hours)}</p>}
          </address>
        </section>
      )}
      <p className="muted">
        <time dateTime={page.updatedAt}>{uiTexts.lastUpdated(formatDate(page.updatedAt))}</time>
      </p>
    </article>
  );
}
