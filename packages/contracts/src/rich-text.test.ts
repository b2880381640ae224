import { describe, expect, it } from 'vitest';

import { isSafeLinkUrl } from './rich-text';

describe('isSafeLinkUrl', () => {
  it.each([
    '/contact',
    'https://www.gphc.org.uk',
    'http://example.org/a?b=c',
    'mailto:medinfo@example.com',
    'tel:+441234567890',
  ])('follows %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>',
    '//evil.example',
    'vbscript:x',
    '',
  ])('keeps %s as plain text', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});
