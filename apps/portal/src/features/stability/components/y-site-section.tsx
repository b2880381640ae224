import type { ProductYSite } from '@hcp/contracts/y-site';
import { ySiteCheckPath } from '@hcp/contracts/y-site';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetProductYSiteQuery } from '../api/y-site-api';
import { stabilityTexts } from '../texts';
import { YSitePartnerLine } from './y-site-record';

const texts = stabilityTexts.ySite;

/** The partners, or the sentence that there are none and that this does not mean compatible. */
function YSitePartners({ ySite, product }: { ySite: ProductYSite; product: string }) {
  if (ySite.partners.length === 0) return <p className="y-site-empty">{texts.empty}</p>;
  return (
    <ul className="y-site-partners" aria-label={texts.partnersLabel(product)}>
      {ySite.partners.map((partner) => (
        <YSitePartnerLine key={partner.drug} partner={partner} product={product} />
      ))}
    </ul>
  );
}

function YSiteFrame({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <section id="y-site" className="y-site-section" aria-labelledby="y-site-heading">
      <h2 id="y-site-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      {children}
      <p className="y-site-check-link">
        <Link to={ySiteCheckPath(slug, [])}>{texts.checkLink}</Link>
      </p>
    </section>
  );
}

/** The section as the server answers it; only the answer for this product is drawn, never a previous one's. */
function OnlineYSite({ slug, product }: { slug: string; product: string }) {
  const query = useGetProductYSiteQuery(slug);
  return (
    <QueryView query={query} loading={texts.loading} failure={texts.failed} underHeading>
      {(ySite) => <YSitePartners ySite={ySite} product={product} />}
    </QueryView>
  );
}

/**
 * A product page's "Y-site compatibility" section: one line per partner drug with each of its results. An offline
 * copy passes its saved records (`fromCopy`; null when the copy was saved without them); otherwise the section asks
 * the server.
 */
export function YSiteSection({
  slug,
  product,
  fromCopy,
}: {
  slug: string;
  product: string;
  fromCopy?: ProductYSite | null;
}) {
  return (
    <YSiteFrame slug={slug}>
      {fromCopy === undefined ? (
        <OnlineYSite key={slug} slug={slug} product={product} />
      ) : fromCopy?.product.slug !== slug ? (
        <p className="y-site-empty">{texts.notSaved}</p>
      ) : (
        <YSitePartners ySite={fromCopy} product={product} />
      )}
    </YSiteFrame>
  );
}
