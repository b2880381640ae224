import { describe, expect, it } from 'vitest';

import { clinicalResourcesTexts as texts } from './texts';

describe('clinical resources counts', () => {
  it('agree with their number', () => {
    expect(texts.duration(1)).toBe('About 1 minute');
    expect(texts.duration(25)).toBe('About 25 minutes');
    expect(texts.duration(90)).toBe('About 1 h 30 min');
    expect(texts.resourceCount(1)).toBe('1 resource');
    expect(texts.documentCount(3)).toBe('3 documents');
  });
});
