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
});
