import type { Field, FieldHook } from 'payload';

/** Lower-case words joined by hyphens, from any title: "Vancomycin 1 g" becomes "vancomycin-1-g". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The item's address in the portal, made from `sourceField` when the editor leaves it empty. */
export function slugField(sourceField = 'title'): Field {
  const fillFromSource: FieldHook = ({ value, data }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value);
    const source: unknown = data?.[sourceField];
    return typeof source === 'string' ? slugify(source) : (value as unknown);
  };
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 120,
    admin: { position: 'sidebar', description: 'The item’s address in the portal. Filled from the title when empty.' },
    hooks: { beforeValidate: [fillFromSource] },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) {
        return 'Use lower-case letters, digits and single hyphens.';
      }
      // Paths take an id or a slug, so a slug of digits alone would be read as an id.
      if (!/[a-z]/.test(value)) return 'A slug needs at least one letter.';
      return true;
    },
  };
}
