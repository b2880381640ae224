import type { CatalogueProductSummary } from '@hcp/contracts/product-catalogue';

import { productCatalogueTexts as texts } from '../texts';

/** What a product is and how it comes, as a description list (cards and the detail view). */
export function ProductFacts({ product }: { product: CatalogueProductSummary }) {
  return (
    <dl className="product-facts">
      <dt>{texts.strength}</dt>
      <dd>{product.strength}</dd>
      <dt>{texts.form}</dt>
      <dd>{texts.forms[product.form]}</dd>
      <dt>{texts.presentation}</dt>
      <dd>{product.presentation}</dd>
      <dt>{texts.therapeuticArea}</dt>
      <dd>{texts.therapeuticAreas[product.therapeuticArea]}</dd>
      <dt>{texts.legalCategory}</dt>
      <dd>{texts.legalCategories[product.legalCategory]}</dd>
    </dl>
  );
}
