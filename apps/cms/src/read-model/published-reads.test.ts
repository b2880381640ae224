import { describe, expect, it } from 'vitest';

import { entityTag, matchesIfNoneMatch } from './published-reads';

describe('entity tags', () => {
  it('names the same bytes alike and different bytes apart, as a quoted strong tag', () => {
    const tag = entityTag('{"items":[]}');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('{"items":[]}')).toBe(tag);
    expect(entityTag('{"items":[1]}')).not.toBe(tag);
  });

  it('matches If-None-Match as RFC 9110 compares for a GET: any listed tag, weak or strong, or *', () => {
    const tag = entityTag('answer');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(tag.slice(1, -1), tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
});
