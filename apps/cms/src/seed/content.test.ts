import { describe, expect, it } from 'vitest';

import { CONTENT_AREAS, withDependencies } from './content';

describe('withDependencies', () => {
  it('adds the teams the trials name, and keeps the seeding order', () => {
    expect(withDependencies(['clinical-trials', 'stability'])).toEqual(['stability', 'teams', 'clinical-trials']);
  });

  it('seeds each area once, however often it is asked for', () => {
    expect(withDependencies(['teams', 'clinical-trials', 'teams'])).toEqual(['teams', 'clinical-trials']);
    expect(withDependencies(CONTENT_AREAS)).toEqual(CONTENT_AREAS);
  });
});
