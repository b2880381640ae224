import {
  type Brand as BrandAnswer,
  brandColourProblem,
  DEFAULT_BRAND_COLOUR,
  DEFAULT_BRAND_NAME,
} from '@hcp/contracts/brand';
import type { GlobalConfig, Payload } from 'payload';

import { isAdministrator } from '../access/isAdministrator';
import { isStaff } from '../access/isStaff';

/**
 * The provider's brand, as the portal and the admin show it: a name, a logo and one colour. Administrators edit it;
 * the portal reads it through `GET /json/api/v1/brand`. A colour that white text or the derived shades could not be
 * read on (WCAG 2.2 AA) is refused with the measured ratio, so no setting can make the portal unreadable.
 */
export const Brand: GlobalConfig = {
  slug: 'brand',
  label: 'Brand',
  admin: {
    group: 'Settings',
    description: 'The name, logo and colour the portal and this admin show. Administrators only.',
  },
  access: { read: isStaff, update: isAdministrator },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 60,
      defaultValue: DEFAULT_BRAND_NAME,
      admin: { description: 'Shown in the portal’s header, the browser tab and the admin.' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional. An image about 40 px high; its alternative text names the provider.' },
    },
    {
      name: 'primaryColour',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_BRAND_COLOUR,
      validate: (value: unknown) =>
        typeof value === 'string' ? (brandColourProblem(value) ?? true) : 'Enter a colour such as #005a8c.',
      admin: {
        description:
          'As # and six hexadecimal digits. Buttons and the header bar use it with white text, so it must be dark enough (4.5:1).',
      },
    },
  ],
};

/**
 * The brand as the portal and the admin show it, read with access overridden (the sign-in screens show it to anyone).
 * A colour stored around the global's own check (an import, an older rule) gives way to the default.
 */
export async function readBrand(payload: Payload): Promise<BrandAnswer> {
  const brand = await payload.findGlobal({ slug: 'brand', depth: 1, overrideAccess: true });
  const logo = typeof brand.logo === 'object' ? brand.logo : null;
  const colour = brandColourProblem(brand.primaryColour) ? DEFAULT_BRAND_COLOUR : brand.primaryColour;
  return {
    name: brand.name.trim() || DEFAULT_BRAND_NAME,
    primaryColour: colour.toLowerCase(),
    logo:
      logo?.url && logo.width && logo.height
        ? { url: logo.url, alt: logo.alt, width: logo.width, height: logo.height }
        : null,
  };
}
