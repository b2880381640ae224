import type { ClinicalResource } from '@hcp/contracts/clinical-resources';
import type { ReactNode } from 'react';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { clinicalResourcesTexts as texts } from '../texts';
import { Breadcrumbs } from './breadcrumbs';

/**
 * One clinical resource, category or learning module: breadcrumbs, its title as the page's heading, body,
 * external link, attachments and, last, the governance note. `children` go between the content and the note.
 */
export function ResourceArticle({ item, children }: { item: ClinicalResource; children?: ReactNode }) {
  return (
    <article aria-labelledby="clinical-resource-heading" className="clinical-resource">
      <Breadcrumbs crumbs={item.breadcrumbs} />
      <p className="clinical-resource-kind">{texts.kindLabel[item.kind]}</p>
      <h1 id="clinical-resource-heading">{item.title}</h1>
      <p className="clinical-resource-summary">{item.summary}</p>
      {item.estimatedMinutes !== null && <p className="muted">{texts.duration(item.estimatedMinutes)}</p>}
      <RichTextView content={item.body} />
      {item.externalLink && (
        <section aria-labelledby="clinical-resource-link-heading" className="clinical-resource-link">
          <h2 id="clinical-resource-link-heading">{texts.externalLinkHeading}</h2>
          <p>
            <a href={item.externalLink.url} target="_blank" rel="noopener noreferrer">
              {item.externalLink.label} <span className="muted">{texts.opensInNewTab}</span>
            </a>
          </p>
        </section>
      )}
      <DocumentList documents={item.documents} heading={texts.documentsHeading} />
      {children}
      <GovernanceNote governance={item.governance} />
    </article>
  );
}
