import { describe, expect, it } from 'vitest';

import { PAGE_BRAND_ID, pageBrand } from './page-brand';

function pageWith(json: string | undefined): Document {
  const page = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const element = page.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_BRAND_ID;
    element.textContent = json;
    page.head.append(element);
  }
  return page;
}

describe('pageBrand', () => {
  it('reads the brand the server wrote into the page, with or without a logo', () => {
    const byName = { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null };
    expect(pageBrand(pageWith(JSON.stringify(byName)))).toEqual(byName);
    const withLogo = { ...byName, logo: { url: '/logo.png', alt: 'Meridian', width: 160, height: 40 } };
    expect(pageBrand(pageWith(JSON.stringify(withLogo)))).toEqual(withLogo);
  });

  it('finds none in a page without it, or with something else in its place', () => {
    expect(pageBrand(pageWith(undefined))).toBeUndefined();
    expect(pageBrand(pageWith('not json'))).toBeUndefined();
    expect(pageBrand(pageWith(JSON.stringify({ name: 'Meridian Portal' })))).toBeUndefined();
    expect(pageBrand(pageWith(JSON.stringify({ name: 'M', primaryColour: '#000000', logo: { url: 1 } })))).toBe(
      undefined,
    );
  });
});
