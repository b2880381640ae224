import type { CatalogueProduct } from '@hcp/contracts/product-catalogue';
import { Link } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { useGetCatalogueProductQuery } from '../api/product-catalogue-api';
import { productCatalogueTexts as texts } from '../texts';
import { GenericName, Synonyms } from '../../../components/ui/generic-name/generic-name';
import { PACK_SHOT_SIZES } from './pack-shot-sizes';
import { PackShot } from './pack-shot';
import { ProductFacts } from './product-facts';

/** One catalogue product as its page draws it. */
export function CatalogueProductArticle({ product }: { product: CatalogueProduct }) {
  return (
    <article aria-labelledby="product-heading">
      <h1 id="product-heading">
        {product.name}
        <GenericName inn={product.inn} />
      </h1>
      <Synonyms synonyms={product.synonyms} />
      <PackShot image={product.image} sizes={PACK_SHOT_SIZES.detail} eager className="product-detail-image" />
      <ProductFacts product={product} />
      <h2>{texts.storage}</h2>
      <p>{product.storage}</p>
      <h2>{texts.description}</h2>
      <RichTextView content={product.description} />
      <DocumentList documents={product.documents} heading={texts.documents} />
      <GovernanceNote governance={product.governance} />
    </article>
  );
}

/** One product of the catalogue, opened from `?product=<slug>`: its facts, storage, description and documents. */
export function ProductDetail({ slug, backTo }: { slug: string; backTo: string }) {
  const query = useGetCatalogueProductQuery(slug);
  return (
    <>
      <p>
        <Link to={backTo}>{texts.backToCatalogue}</Link>
      </p>
      <QueryView query={query} loading={texts.loadingProduct}>
        {(product) => <CatalogueProductArticle product={product} />}
      </QueryView>
    </>
  );
}
