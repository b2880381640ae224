import { brandColourProblem, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';
import type { ServerProps } from 'payload';

/** The brand as the admin shows it: read with access overridden, since the sign-in screen shows it to anyone. */
async function brandOf(payload: ServerProps['payload']) {
  const brand = await payload.findGlobal({ slug: 'brand', depth: 1, overrideAccess: true });
  const logo = typeof brand.logo === 'object' && brand.logo?.url ? brand.logo : null;
  const colour = brandColourProblem(brand.primaryColour) ? DEFAULT_BRAND_COLOUR : brand.primaryColour;
  return { name: brand.name.trim() || DEFAULT_BRAND_NAME, logo, colour };
}

/** The sign-in screen's logo: the brand's logo, or its name, set by administrators under Settings → Brand. */
export async function BrandLogo({ payload }: ServerProps) {
  const { name, logo, colour } = await brandOf(payload);
  return (
    <div className="hcp-brand-logo" style={{ borderBottomColor: colour }}>
      {logo ? <img src={logo.url ?? ''} alt={name} height={48} /> : <span>{name}</span>}
    </div>
  );
}

/** The nav's small mark: the brand's logo, or the first letter of its name on the brand's colour. */
export async function BrandIcon({ payload }: ServerProps) {
  const { name, logo, colour } = await brandOf(payload);
  return (
    <span className="hcp-brand-icon">
      {logo ? (
        <img src={logo.url ?? ''} alt="" height={18} />
      ) : (
        <span aria-hidden="true" style={{ background: colour }}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}
