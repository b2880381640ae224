import { brandColourProblem, brandPalette, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';
import type { ServerProps } from 'payload';

/** The brand as the admin shows it: read with access overridden, since the sign-in screen shows it to anyone. */
async function brandOf(payload: ServerProps['payload']) {
  const brand = await payload.findGlobal({ slug: 'brand', depth: 1, overrideAccess: true });
  const logo = typeof brand.logo === 'object' && brand.logo?.url ? brand.logo : null;
  const colour = brandColourProblem(brand.primaryColour) ? DEFAULT_BRAND_COLOUR : brand.primaryColour;
  return { name: brand.name.trim() || DEFAULT_BRAND_NAME, logo, colour };
}

/** The brand's colour as the admin's accent (custom.css reads --hcp-brand on the sign-in screen and the nav). */
function BrandColour({ colour }: { colour: string }) {
  const { brand, brandDark } = brandPalette(colour);
  return <style>{`:root { --hcp-brand: ${brand}; --hcp-brand-dark: ${brandDark}; }`}</style>;
}

/** The sign-in screen's logo: the brand's logo, or its name, set by administrators under Settings → Brand. */
export async function BrandLogo({ payload }: ServerProps) {
  const { name, logo, colour } = await brandOf(payload);
  return (
    <div className="hcp-brand-logo">
      <BrandColour colour={colour} />
      {logo ? <img src={logo.url ?? ''} alt={name} height={48} /> : <span>{name}</span>}
    </div>
  );
}

/** The nav's small mark: the brand's logo, or the first letters of its name. */
export async function BrandIcon({ payload }: ServerProps) {
  const { name, logo, colour } = await brandOf(payload);
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <span className="hcp-brand-icon">
      <BrandColour colour={colour} />
      {logo ? <img src={logo.url ?? ''} alt="" height={24} /> : <span aria-hidden="true">{initials}</span>}
    </span>
  );
}
