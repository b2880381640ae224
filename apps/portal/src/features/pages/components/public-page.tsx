import type { PublicPageSlug } from '@hcp/contracts/pages';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { Loading } from '../../../components/ui/status-screens/status-screens';
import { useGetPublicPageQuery } from '../api/pages-api';

/** A page editors manage in the CMS: about, privacy policy, disclaimer or contact. */
export function PublicPageView({ slug }: { slug: PublicPageSlug }) {
  const { data: page, error, isLoading } = useGetPublicPageQuery(slug);
  if (isLoading) return <Loading label="Loading…" />;
  if (!page) return <QueryError error={error} />;
  return (
    <article aria-labelledby="page-heading" className="public-page">
      <h1 id="page-heading">{page.title}</h1>
      <RichTextView content={page.content} />
      {page.contact && (
        <section aria-labelledby="contact-details-heading" className="contact-details">
          <h2 id="contact-details-heading">Contact details</h2>
          <address>
            <p>{page.contact.organisation}</p>
            {page.contact.address && <p className="address">{page.contact.address}</p>}
            {page.contact.phone && (
              <p>
                Telephone: <a href={`tel:${page.contact.phone.replace(/[^\d+]/g, '')}`}>{page.contact.phone}</a>
              </p>
            )}
            {page.contact.email && (
              <p>
                Email: <a href={`mailto:${page.contact.email}`}>{page.contact.email}</a>
              </p>
            )}
            {page.contact.hours && <p>Opening hours: {page.contact.hours}</p>}
          </address>
        </section>
      )}
      <p className="muted">
        Last updated {new Date(page.updatedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}
      </p>
    </article>
  );
}
