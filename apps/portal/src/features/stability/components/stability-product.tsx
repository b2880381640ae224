import { labelOf, STABILITY_FORMS, type StabilityProduct } from '@hcp/contracts/stability';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { usePreviewMode } from '../../../components/ui/preview/preview-mode';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { outcomeOf } from '../../../lib/errors';
import { useOfflineReader } from '../../../lib/offline-reading';
import { useGetStabilityProductQuery } from '../api/stability-api';
import { useOfflineCopy } from '../offline/use-offline-copies';
import { OfflineCopyBanner, SaveOfflineToggle } from './offline-copy';
import { stabilityTexts as texts } from '../texts';
import { GenericName, Synonyms } from '../../../components/ui/generic-name/generic-name';
import { StabilityMatrix } from './stability-matrix';
import { StarToggle } from './star-toggle';
import '../stability.css';

/**
 * One product as its page draws it; an editor's preview leaves out the star, which belongs to an account, and so does
 * an offline copy, whose star and save buttons would need the server.
 */
export function StabilityProductArticle({
  product,
  offlineCopy,
}: {
  product: StabilityProduct;
  offlineCopy?: boolean;
}) {
  const preview = usePreviewMode() || offlineCopy === true;
  return (
    <article className="stability-product" aria-labelledby="stability-product-heading">
      <h1 id="stability-product-heading">
        {product.name} {product.strength}
        <GenericName inn={product.inn} />
      </h1>
      <Synonyms synonyms={product.synonyms} />
      <p className="stability-form">{labelOf(STABILITY_FORMS, product.form)}</p>
      {!preview && (
        <div className="stability-product-actions">
          <StarToggle slug={product.slug} />
          <SaveOfflineToggle product={product} />
        </div>
      )}
      <p>{product.summary}</p>
      {product.notes.length > 0 && (
        <section aria-labelledby="stability-notes-heading" className="stability-notes">
          <h2 id="stability-notes-heading">{texts.notesHeading}</h2>
          <RichTextView content={product.notes} />
        </section>
      )}
      <StabilityMatrix key={product.slug} rows={product.matrix} product={`${product.name} ${product.strength}`} />
      <GovernanceNote governance={product.governance} />
      <p className="stability-print-only">{texts.printedFrom}</p>
      <DocumentList documents={product.documents} heading={texts.documentsHeading} />
    </article>
  );
}

/** `/stability/:slug`: one product, its notes, its matrix, its governance and attachments. */
export function StabilityProductView() {
  const { slug = '' } = useParams();
  const query = useGetStabilityProductQuery(slug);
  const reader = useOfflineReader();
  const copy = useOfflineCopy(reader?.accountId, slug);
  // The offline copy is drawn when the server cannot be reached: offline, or the call failed for want of a connection.
  const unreachable =
    reader?.offline === true || (query.error !== undefined && outcomeOf(query.error) === 'lost-connection');
  const fromCopy = unreachable && query.currentData === undefined && reader !== null;
  const shown = fromCopy ? (copy ?? undefined)?.product : query.currentData;
  const title = shown ? `${shown.name} ${shown.strength}` : undefined;

  // The layout names the area; once the product is known, the browser tab names it, and only while it is shown:
  // moving to the next product gives the tab back the area's title until that product has arrived.
  useEffect(() => {
    if (!title) return;
    const areaTitle = document.title;
    document.title = `${title} · HCP Portal`;
    return () => {
      document.title = areaTitle;
    };
  }, [title]);

  if (fromCopy && copy === undefined) return <Skeleton label={texts.loadingProduct} />;
  if (fromCopy && copy) {
    return (
      <>
        <OfflineCopyBanner copy={copy} offline={reader.offline || !navigator.onLine} />
        <StabilityProductArticle key={copy.slug} product={copy.product} offlineCopy />
      </>
    );
  }
  return (
    <QueryView query={query} loading={texts.loadingProduct}>
      {(product) => <StabilityProductArticle product={product} />}
    </QueryView>
  );
}
