import { describe, expect, it } from 'vitest';

import { telHref } from './teams';

describe('telHref', () => {
  it.each([
    ['+44 1632 960 118', 'tel:+441632960118'],
    ['+44 (0)1632 960118', 'tel:+441632960118'],
    ['+44 (0) 1632-960-118', 'tel:+441632960118'],
    ['01632 960118', 'tel:01632960118'],
    ['(01632) 960 118', 'tel:01632960118'],
    ['  +353 1 555 0142 ', 'tel:+35315550142'],
  ])('makes %s dialable as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
