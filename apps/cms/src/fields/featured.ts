import type { Field } from 'payload';

/**
 * A sidebar checkbox: the side menu's submenu of the area lists its featured items (at most 25), and when none is
 * featured the 25 latest; the portal's "All …" link at the end of the submenu leads to every item.
 */
export const featuredField: Field = {
  name: 'featured',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  label: 'Feature in the side menu',
  admin: {
    position: 'sidebar',
    description:
      'The side menu lists at most 25 items of this area: the featured ones, or the latest when none is featured.',
  },
};
