import { describe, expect, it } from 'vitest';

import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Dr Helena Marsh', 'HM'],
    ['Ciarán Doyle', 'CD'],
    ['Grace Adeyemi', 'GA'],
    ['Prof. Mary Anne O’Neill-Smith', 'MO'],
    ['Orla', 'O'],
    ['  iain   macleod ', 'IM'],
    ['Dr', ''],
  ])('gives %s the initials %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
