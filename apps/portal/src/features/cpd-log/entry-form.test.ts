import { CpdEntryInputSchema, type CpdEntry } from '@hcp/contracts/cpd-log';
import { describe, expect, it } from 'vitest';

import { entryFromForm, formFromEntry } from './entry-form';

const entry: CpdEntry = {
  id: 7,
  title: 'Journal club',
  date: '2026-03-01',
  cpd: { type: 'accredited', display: 'points', category: 2, points: 1.5, time: { value: 90, unit: 'minutes' } },
  cpdLabel: 'Category 2 (1.5 points)',
  planning: 'unplanned',
  reflection: { learned: 'A', practice: 'B' },
  peerDiscussion: 'C',
  educationItem: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('the CPD entry form', () => {
  it('round-trips an entry through its fields', () => {
    const parsed = CpdEntryInputSchema.parse(entryFromForm(formFromEntry(entry, '2026-11-22')));
    expect(parsed).toEqual({
      title: entry.title,
      date: entry.date,
      cpd: entry.cpd,
      planning: entry.planning,
      reflection: entry.reflection,
      peerDiscussion: entry.peerDiscussion,
    });
  });

  it('starts a new entry today and reads empty numbers as no category and no amount', () => {
    const values = formFromEntry(undefined, '2026-11-22');
    expect(values.date).toBe('2026-11-22');
    const result = CpdEntryInputSchema.safeParse(entryFromForm({ ...values, title: 'Reading' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cpd.time.value']);
    const complete = CpdEntryInputSchema.parse(entryFromForm({ ...values, title: 'Reading', 'cpd.time.value': '45' }));
    expect(complete.cpd).toEqual({
      type: 'self-directed',
      display: 'time',
      category: null,
      points: 0,
      time: { value: 45, unit: 'minutes' },
    });
  });

  it('reports text typed into a number field against that field', () => {
    const values = { ...formFromEntry(entry, '2026-11-22'), 'cpd.points': 'two' };
    const result = CpdEntryInputSchema.safeParse(entryFromForm(values));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cpd.points']);
  });
});
