import type { QuickLink, QuickLinkGroup } from '@hcp/contracts/quick-links';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Link2 } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetQuickLinksQuery } from '../api/quick-links-api';
import { quickLinksTexts as texts } from '../texts';
import '../quick-links.css';

/** The site a link leads to, so people know where they are going before they follow it. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

function QuickLinkItem({ link }: { link: QuickLink }) {
  return (
    <li className="card">
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.title}
        <span className="visually-hidden"> {texts.opensInNewTab}</span>
      </a>
      <span className="muted quick-link-host">{hostOf(link.url)}</span>
      {link.description && <p>{link.description}</p>}
    </li>
  );
}

/** One group of links under its heading, as the Quick links screen draws it. */
export function QuickLinkGroupSection({ group, index }: { group: QuickLinkGroup; index: number }) {
  return (
    <section className="quick-link-group" aria-labelledby={`quick-link-group-${String(index)}`}>
      <h2 id={`quick-link-group-${String(index)}`}>{group.group}</h2>
      <ul className="quick-link-list">
        {group.links.map((link) => (
          <QuickLinkItem key={link.id} link={link} />
        ))}
      </ul>
    </section>
  );
}

/** `/quick-links`: curated outside links in their groups, each group under its own heading. */
export function QuickLinks() {
  const page = usePageParam();
  const query = useGetQuickLinksQuery({ page });
  return (
    <section aria-labelledby="quick-links-heading">
      <h1 id="quick-links-heading">{texts.title}</h1>
      <p>{texts.intro}</p>
      <QueryView
        query={query}
        loading={texts.loading}
        isEmpty={(result) => result.items.length === 0}
        empty={<EmptyState icon={Link2}>{texts.empty}</EmptyState>}
      >
        {(result) => (
          <>
            {result.items.map((group, index) => (
              <QuickLinkGroupSection key={group.group} group={group} index={index} />
            ))}
            <Pager page={result.page} totalPages={result.totalPages} label={texts.pager} />
          </>
        )}
      </QueryView>
    </section>
  );
}
