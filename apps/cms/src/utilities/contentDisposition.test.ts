import { describe, expect, it } from 'vitest';

import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('gives a plain name as it is, in both parameters', () => {
    expect(contentDisposition('cpd-log-2026-01-01-to-2026-12-31.pdf')).toBe(
      `attachment; filename="cpd-log-2026-01-01-to-2026-12-31.pdf"; filename*=UTF-8''cpd-log-2026-01-01-to-2026-12-31.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks out of the quoted name, and keeps the exact name encoded', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1 Łódź.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const quoted = /filename="([^"]*)";/.exec(header)?.[1];
    expect(quoted).toBe('a_b_c__Set-Cookie: x=1 __d_.pdf');
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1] ?? '')).toBe('a"b\\c\r\nSet-Cookie: x=1 Łódź.pdf');
  });

  it("percent-encodes what RFC 5987's attr-char does not allow, ' ( ) * included, and the name decodes back", () => {
    const name = "O'Brien (copy) *final* ~v2! #1 & co.pdf";
    const encoded = contentDisposition(name).split("filename*=UTF-8''")[1] ?? '';
    expect(encoded).toBe('O%27Brien%20%28copy%29%20%2Afinal%2A%20~v2!%20%231%20%26%20co.pdf');
    expect(encoded).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})*$/);
    expect(decodeURIComponent(encoded)).toBe(name);
  });
});
