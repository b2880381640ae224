import type { ServerProps } from 'payload';

import { readBrand } from '../../globals/Brand';

/** The sign-in screen's logo: the brand's logo, or its name, set by administrators under Settings → Brand. */
export async function BrandLogo({ payload }: ServerProps) {
  const { name, logo, primaryColour: colour } = await readBrand(payload);
  return (
    <div className="hcp-brand-logo" style={{ borderBottomColor: colour }}>
      {logo ? <img src={logo.url} alt={name} height={48} /> : <span>{name}</span>}
    </div>
  );
}

/** The nav's small mark: the brand's logo, or the first letter of its name on the brand's colour. */
export async function BrandIcon({ payload }: ServerProps) {
  const { name, logo, primaryColour: colour } = await readBrand(payload);
  return (
    <span className="hcp-brand-icon">
      {logo ? (
        <img src={logo.url} alt="" height={18} />
      ) : (
        <span aria-hidden="true" style={{ background: colour }}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}
