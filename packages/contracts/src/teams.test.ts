import { describe, expect, it } from 'vitest';

import { isValidPhone, telHref } from './teams';

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

describe('isValidPhone', () => {
  it.each(['+44 1632 960 118', '01632 960118', '+44 (0)1632 960118', '+353 1 555 0142', '1632.960.118'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each(['', 'call me', '+44 1632 960 118 ext 4', '12345', '+44 1632 960 118 960 118 00', '++44 1632 960118'])(
    'rejects %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});
