import { describe, expect, it } from 'vitest';

import { notificationsTexts as texts } from './texts';

describe('the push offer’s title', () => {
  it('names only the areas it is given, safety notices only with important updates', () => {
    expect(texts.offerTitle(['stability', 'education'])).toBe('Get notifications about stability data and education?');
    expect(texts.offerTitle(['stability'])).toBe('Get notifications about stability data?');
    expect(texts.offerTitle(['important-updates', 'stability', 'education'])).toBe(
      'Get notifications about safety notices and other important updates, stability data and education?',
    );
  });
});
