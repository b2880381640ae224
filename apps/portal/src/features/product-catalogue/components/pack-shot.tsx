import type { ProductImage } from '@hcp/contracts/product-catalogue';

/**
 * A product's pack shot, as a responsive image: the browser picks a width from `srcset` for the slot `sizes` names,
 * the upload's own width and height keep its room before it arrives, and one below the fold loads only when near.
 * Without a pack shot, a plain drawn carton holds the same room; it says nothing, so screen readers skip it.
 */
export function PackShot({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: ProductImage | null;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  if (!image) {
    return (
      <div className={`pack-shot pack-shot-none ${className}`} aria-hidden="true" data-testid="pack-shot-placeholder">
        <svg viewBox="0 0 96 72" width="96" height="72" focusable="false">
          <path
            d="M22 24 L58 24 L70 16 L34 16 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path
            d="M22 24 V60 H58 V24 M58 60 L70 52 V16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M28 34 H50 M28 40 H44" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`pack-shot ${className}`}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
