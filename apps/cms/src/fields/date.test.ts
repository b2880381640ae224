import type { CollectionConfig, DateField, Field } from 'payload';
import { describe, expect, it } from 'vitest';

import { DATE_IN_WORDS_COMPONENT, withDayFirstDates } from './date';

const collection: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'reviewBy', type: 'date' },
    {
      name: 'governance',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }] },
      ],
    },
    { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'startDate', type: 'date', admin: { width: '50%' } }] }] },
  ],
};

function dateFields(fields: Field[]): DateField[] {
  return fields.flatMap((field) => {
    if (field.type === 'date') return [field];
    if ('fields' in field) return dateFields(field.fields);
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dateFields(tab.fields));
    return [];
  });
}

describe('withDayFirstDates', () => {
  const [things] = withDayFirstDates([collection]);
  const [reviewBy, at, startDate] = dateFields(things?.fields ?? []);

  it('makes every date field, however nested, read and show day first with weeks from Monday', () => {
    expect(reviewBy?.admin?.date).toMatchObject({
      pickerAppearance: 'dayOnly',
      displayFormat: 'dd/MM/yyyy',
      overrides: { calendarStartDay: 1, dateFormat: expect.arrayContaining(['dd/MM/yyyy']) as unknown },
    });
    expect(at?.admin?.date).toMatchObject({ pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' });
    expect(startDate?.admin).toMatchObject({ width: '50%', date: { displayFormat: 'dd/MM/yyyy' } });
  });

  it('writes the date out beside each of them', () => {
    for (const field of [reviewBy, at, startDate]) {
      expect(field?.admin?.components?.afterInput).toEqual([DATE_IN_WORDS_COMPONENT]);
    }
  });

  it('leaves other fields as they were', () => {
    expect(things?.fields[0]).toEqual({ name: 'title', type: 'text' });
  });
});
