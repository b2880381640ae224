import type { Field, FieldHook } from 'payload';

const INN_MAX = 120;

/** Published items must name their INN; drafts skip validation, and older rows without one stay readable. */
const innToPublish = (value: unknown): true | string => {
  if (typeof value !== 'string' || value.trim() === '') {
    return 'Enter the generic name (INN), for example vancomycin: clinicians search by it.';
  }
  return value.length <= INN_MAX ? true : `Use at most ${String(INN_MAX)} characters.`;
};

/** Trimmed; an emptied field is stored as no INN, so the API never sends an empty name. */
const trimInn: FieldHook = ({ value }: { value?: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trimmed, without empty entries or repeats (ignoring case), so the search and the portal show each name once. */
const tidySynonyms: FieldHook = ({ value }: { value?: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => {
      const key = entry.toLocaleLowerCase('en-GB');
      if (entry === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * The generic name (INN) and other names a product is searched by. Stability and catalogue products share them.
 * The INN column is nullable so existing rows migrate; the admin asks for it before publishing.
 */
export const genericNameFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'inn',
        type: 'text',
        label: 'Generic name (INN)',
        maxLength: INN_MAX,
        index: true,
        validate: innToPublish,
        hooks: { beforeValidate: [trimInn] },
        admin: {
          width: '40%',
          description: 'The international non-proprietary name, for example vancomycin. Needed to publish.',
        },
      },
      {
        name: 'synonyms',
        type: 'text',
        hasMany: true,
        maxRows: 12,
        maxLength: 80,
        label: 'Other names',
        hooks: { beforeValidate: [tidySynonyms] },
        admin: {
          width: '60%',
          description:
            'Other names clinicians search by: other spellings, USAN or BAN names, abbreviations (vanc). Press Enter after each.',
        },
      },
    ],
  },
];
