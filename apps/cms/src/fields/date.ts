import type { Block, CollectionConfig, DateField, Field } from 'payload';

type Appearance = NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance'];

/** How each picker appearance shows a date in the admin: day first, as in the UK, with a 24-hour clock. */
const DISPLAY: Record<NonNullable<Appearance>, string> = {
  default: 'dd/MM/yyyy',
  dayOnly: 'dd/MM/yyyy',
  dayAndTime: 'dd/MM/yyyy HH:mm',
  timeOnly: 'HH:mm',
  monthOnly: 'MMMM yyyy',
};

/**
 * What the date picker reads typed text as, tried in order (react-datepicker's `dateFormat` list): day first always,
 * so "27/11/2026" is 27 November, never a US month 27 or 2 November. Its first entry is the displayed format.
 */
const TYPED: Record<NonNullable<Appearance>, string[]> = {
  default: ['dd/MM/yyyy', 'd/M/yyyy', 'd MMM yyyy', 'd MMMM yyyy'],
  dayOnly: ['dd/MM/yyyy', 'd/M/yyyy', 'd MMM yyyy', 'd MMMM yyyy'],
  dayAndTime: ['dd/MM/yyyy HH:mm', 'd/M/yyyy HH:mm', 'd/M/yyyy'],
  timeOnly: ['HH:mm', 'H:mm'],
  monthOnly: ['MMMM yyyy', 'MM/yyyy'],
};

const PLACEHOLDER: Partial<Record<NonNullable<Appearance>, string>> = {
  default: 'dd/mm/yyyy',
  dayOnly: 'dd/mm/yyyy',
  dayAndTime: 'dd/mm/yyyy hh:mm',
};

/** The line under a date field that writes the date out, "Thursday 27 November 2026", so a misread shows at once. */
export const DATE_IN_WORDS_COMPONENT = '/components/admin/DateInWords#DateInWords';

/** A date field as the admin shows it in the UK: day first, weeks from Monday, the date written out beside it. */
export function dayFirstDate(field: DateField): DateField {
  const appearance = field.admin?.date?.pickerAppearance ?? 'dayOnly';
  const components = field.admin?.components;
  return {
    ...field,
    admin: {
      ...field.admin,
      placeholder: field.admin?.placeholder ?? PLACEHOLDER[appearance],
      date: {
        ...field.admin?.date,
        pickerAppearance: appearance,
        displayFormat: DISPLAY[appearance],
        timeFormat: 'HH:mm',
        overrides: { ...field.admin?.date?.overrides, dateFormat: TYPED[appearance], calendarStartDay: 1 },
      },
      components: {
        ...components,
        afterInput: [...(components?.afterInput ?? []), DATE_IN_WORDS_COMPONENT],
      },
    },
  };
}

function dayFirstBlock(block: Block): Block {
  return { ...block, fields: block.fields.map(dayFirstField) };
}

/** The field with every date field in it, however deeply nested, made day first. */
export function dayFirstField(field: Field): Field {
  switch (field.type) {
    case 'date':
      return dayFirstDate(field);
    case 'row':
    case 'collapsible':
    case 'group':
    case 'array':
      return { ...field, fields: field.fields.map(dayFirstField) };
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(dayFirstField) })) };
    case 'blocks':
      return {
        ...field,
        blocks: field.blocks.map(dayFirstBlock),
      };
    default:
      return field;
  }
}

/** Every date field of every collection, day first: the one place the admin's dates are set up (docs/content.md). */
export function withDayFirstDates(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({ ...collection, fields: collection.fields.map(dayFirstField) }));
}
