import { describe, expect, it } from 'vitest';

import { exportQueryOf } from './auditExportQuery';

describe('exportQueryOf', () => {
  it('keeps the list’s filter and search, and drops its paging, sorting and columns', () => {
    const list =
      'limit=10&page=3&sort=-at&columns=%5B%22at%22%5D&search=clinician&where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Baction%5D%5Bequals%5D=sign-in.failed';
    expect(exportQueryOf(list)).toBe(
      '?search=clinician&where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Baction%5D%5Bequals%5D=sign-in.failed',
    );
  });

  it('asks for everything when the list is not filtered', () => {
    expect(exportQueryOf('')).toBe('');
    expect(exportQueryOf('limit=25&page=2')).toBe('');
  });
});
