import { describe, expect, it } from 'vitest';

import { groupQuickLinks, isWebUrl, QuickLinkSchema } from './quick-links';

describe('isWebUrl', () => {
  it('accepts http and https addresses with a host', () => {
    for (const url of ['https://www.nice.org.uk', 'http://example.com/a?b=c#d', 'https://localhost:8443/path']) {
      expect(isWebUrl(url), url).toBe(true);
    }
  });

  it('refuses scripts, other schemes, missing hosts and spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      'ftp://example.com',
      'www.example.com',
      'https://',
      '//example.com',
      'https://exa mple.com',
      'https://example.com/a b',
    ]) {
      expect(isWebUrl(url), url).toBe(false);
    }
    expect(
      QuickLinkSchema.safeParse({ id: 1, title: 'x', url: 'javascript:alert(1)', description: null }).success,
    ).toBe(false);
  });
});

describe('groupQuickLinks', () => {
  const link = (title: string, group: string, displayOrder: number) => ({ title, group, displayOrder });

  it('puts each group where its first link sits and orders links by display order, then title', () => {
    const groups = groupQuickLinks([
      link('Regulator B', 'Regulators', 30),
      link('Guide', 'Guidance', 20),
      link('Order', 'Services', 5),
      link('Regulator A', 'Regulators', 30),
      link('Returns', 'Services', 50),
    ]);
    expect(groups.map((group) => group.group)).toEqual(['Services', 'Guidance', 'Regulators']);
    expect(groups[0]?.links.map((item) => item.title)).toEqual(['Order', 'Returns']);
    expect(groups[2]?.links.map((item) => item.title)).toEqual(['Regulator A', 'Regulator B']);
  });

  it('orders groups whose first links share a display order by name', () => {
    const groups = groupQuickLinks([link('b', 'Zeta', 1), link('a', 'Alpha', 1)]);
    expect(groups.map((group) => group.group)).toEqual(['Alpha', 'Zeta']);
    expect(groupQuickLinks([])).toEqual([]);
  });
});
