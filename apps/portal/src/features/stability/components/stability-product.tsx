import { labelOf, STABILITY_FORMS } from '@hcp/contracts/stability';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { useGetStabilityProductQuery } from '../api/stability-api';
import { stabilityTexts as texts } from '../texts';
import { StabilityMatrix } from './stability-matrix';
import { StarToggle } from './star-toggle';
import '../stability.css';

/** `/stability/:slug`: one product, its notes, its matrix, its governance and attachments. */
export function StabilityProductView() {
  const { slug = '' } = useParams();
  const query = useGetStabilityProductQuery(slug);
  const title = query.data ? `${query.data.name} ${query.data.strength}` : undefined;

  // The layout names the area; once the product is known, the browser tab names the product.
  useEffect(() => {
    if (title) document.title = `${title} · HCP Portal`;
  }, [title]);

  return (
    <QueryView query={query} loading={texts.loadingProduct}>
      {(product) => (
        <article className="stability-product" aria-labelledby="stability-product-heading">
          <h1 id="stability-product-heading">
            {product.name} {product.strength}
          </h1>
          <p className="stability-form">{labelOf(STABILITY_FORMS, product.form)}</p>
          <StarToggle slug={product.slug} />
          <p>{product.summary}</p>
          {product.notes.length > 0 && (
            <section aria-labelledby="stability-notes-heading" className="stability-notes">
              <h2 id="stability-notes-heading">{texts.notesHeading}</h2>
              <RichTextView content={product.notes} />
            </section>
          )}
          <StabilityMatrix rows={product.matrix} product={`${product.name} ${product.strength}`} />
          <GovernanceNote governance={product.governance} />
          <p className="stability-print-only">{texts.printedFrom}</p>
          <DocumentList documents={product.documents} heading={texts.documentsHeading} />
        </article>
      )}
    </QueryView>
  );
}
