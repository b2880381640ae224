import { labelOf, STABILITY_FORMS, type StabilityProduct } from '@hcp/contracts/stability';
import type { ProductYSite } from '@hcp/contracts/y-site';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { usePreviewMode } from '../../../components/ui/preview/preview-mode';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths, preparationPath } from '../../../config/paths';
import { HandlingWarnings } from './handling-warnings';
import { useProductOrOfflineCopy } from '../offline/use-product-or-copy';
import { OfflineCopyBanner, SaveOfflineToggle } from './offline-copy';
import { stabilityTexts as texts } from '../texts';
import { GenericName, Synonyms } from '../../../components/ui/generic-name/generic-name';
import { StabilityMatrix } from './stability-matrix';
import { StarToggle } from './star-toggle';
import { ReconstitutionFacts } from './reconstitution-facts';
import { YSiteSection } from './y-site-section';
import '../stability.css';

/**
 * One product as its page draws it; an editor's preview leaves out the star, which belongs to an account, and so does
 * an offline copy, whose star and save buttons would need the server. An offline copy draws its saved Y-site records
 * (`ySite`); an editor's preview leaves the Y-site section out, as its records are previewed one by one.
 */
export function StabilityProductArticle({
  product,
  offlineCopy,
  ySite,
}: {
  product: StabilityProduct;
  offlineCopy?: boolean;
  ySite?: ProductYSite | null;
}) {
  const editorsPreview = usePreviewMode();
  const preview = editorsPreview || offlineCopy === true;
  const name = `${product.name} ${product.strength}`;
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
      <HandlingWarnings warnings={product.warnings} />
      {product.notes.length > 0 && (
        <section aria-labelledby="stability-notes-heading" className="stability-notes">
          <h2 id="stability-notes-heading">{texts.notesHeading}</h2>
          <RichTextView content={product.notes} />
        </section>
      )}
      {product.reconstitution && <ReconstitutionFacts reconstitution={product.reconstitution} />}
      {product.reconstitution === null && <p className="stability-calculator-note">{texts.calculatorUnavailable}</p>}
      <StabilityMatrix
        key={product.slug}
        rows={product.matrix}
        product={name}
        calculatorPath={
          product.reconstitution === null || editorsPreview
            ? undefined
            : (rowId) => preparationPath(product.slug, rowId)
        }
      />
      {!editorsPreview && (
        <YSiteSection
          slug={product.slug}
          product={name}
          fromCopy={offlineCopy === true ? (ySite ?? null) : undefined}
        />
      )}
      <GovernanceNote governance={product.governance} />
      <p className="stability-print-only">{texts.printedFrom}</p>
      <DocumentList documents={product.documents} heading={texts.documentsHeading} />
    </article>
  );
}

/** `/stability/:slug`: one product, its notes, its matrix, its governance and attachments. */
export function StabilityProductView() {
  const { slug = '' } = useParams();
  const source = useProductOrOfflineCopy(slug);
  const shown =
    source.kind === 'copy' ? source.copy.product : source.kind === 'server' ? source.query.currentData : undefined;
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

  if (source.kind === 'reading-copy') return <Skeleton label={texts.loadingProduct} />;
  if (source.kind === 'copy') {
    const { copy, offline } = source;
    return (
      <>
        <OfflineCopyBanner copy={copy} offline={offline} />
        <StabilityProductArticle key={copy.slug} product={copy.product} ySite={copy.ySite} offlineCopy />
      </>
    );
  }
  return (
    <QueryView
      query={source.query}
      loading={texts.loadingProduct}
      failure={texts.productFailed}
      withdrawn={{ ...texts.withdrawn, link: { to: paths.stability, label: texts.withdrawn.link } }}
    >
      {(product) => <StabilityProductArticle product={product} />}
    </QueryView>
  );
}
