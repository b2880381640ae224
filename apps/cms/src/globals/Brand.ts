import { brandColourProblem, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';
import type { GlobalConfig } from 'payload';

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
