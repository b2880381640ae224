import type { Brand } from '@hcp/contracts/brand';

/**
 * The provider's mark: the logo editors uploaded (Settings → Brand), or, without one, the portal's own mark (a white
 * tile with a cross in the brand's colour, as the app icon) beside the provider's name. Decorative: the link or
 * heading around it names the provider.
 */
export function BrandMark({ brand, size = 'header' }: { brand: Brand; size?: 'header' | 'large' }) {
  if (brand.logo) {
    return (
      <img
        className={`brand-logo brand-logo-${size}`}
        src={brand.logo.url}
        alt=""
        width={brand.logo.width}
        height={brand.logo.height}
      />
    );
  }
  return (
    <span className={`brand-wordmark brand-wordmark-${size}`}>
      <svg className="brand-wordmark-tile" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" />
      </svg>
      <span>{brand.name}</span>
    </span>
  );
}
