import { describe, expect, it } from 'vitest';

import { vocabularyChange, vocabularyOf } from './vocabulary';

describe('vocabularyOf', () => {
  it('keeps distinct words of three to 64 letters, never bare numbers', () => {
    expect(vocabularyOf('Insulin 100 units', 'in a PVC bag; insulin again')).toEqual([
      'insulin',
      'units',
      'pvc',
      'bag',
      'again',
    ]);
  });
});

describe('vocabularyChange', () => {
  it('adds every word of a new document', () => {
    expect(vocabularyChange(undefined, 'stability', ['insulin', 'bag'])).toEqual({
      dropArea: 'stability',
      dropped: [],
      added: ['insulin', 'bag'],
    });
  });

  it('touches only the words that changed within an area', () => {
    expect(
      vocabularyChange({ area: 'stability', terms: ['insulin', 'bag'] }, 'stability', ['insulin', 'syringe']),
    ).toEqual({ dropArea: 'stability', dropped: ['bag'], added: ['syringe'] });
    expect(vocabularyChange({ area: 'stability', terms: ['insulin'] }, 'stability', ['insulin'])).toEqual({
      dropArea: 'stability',
      dropped: [],
      added: [],
    });
  });

  it('moves every word when the area changes', () => {
    expect(vocabularyChange({ area: 'teams', terms: ['insulin'] }, 'education', ['insulin'])).toEqual({
      dropArea: 'teams',
      dropped: ['insulin'],
      added: ['insulin'],
    });
  });
});
