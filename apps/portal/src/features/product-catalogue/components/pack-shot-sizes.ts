/**
 * How wide a pack shot is drawn, for the browser's choice from `srcset` (product-catalogue.css lays them out): a card
 * of the catalogue's grid, and the product page's picture.
 */
export const PACK_SHOT_SIZES = {
  list: '(min-width: 75rem) 22rem, (min-width: 48rem) 45vw, calc(100vw - 2.5rem)',
  detail: '(min-width: 30rem) 24rem, calc(100vw - 2.5rem)',
} as const;

/** Cards in the first row load at once; the rest of the list only as it scrolls near. */
export const FIRST_ROW = 3;
