import { describe, expect, it } from 'vitest';

import { nextUtcMidnight, retentionCutoff } from './auditRetention';

describe('the audit retention schedule', () => {
  it('runs at the next midnight (UTC), also across a month and a year', () => {
    expect(nextUtcMidnight(new Date('2026-03-14T09:30:00Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-01-31T23:59:59Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('keeps exactly the last AUDIT_RETENTION_DAYS days', () => {
    expect(retentionCutoff(730, new Date('2026-03-14T00:00:00Z')).toISOString()).toBe('2024-03-14T00:00:00.000Z');
    expect(retentionCutoff(1, new Date('2026-03-14T12:00:00Z')).toISOString()).toBe('2026-03-13T12:00:00.000Z');
  });
});
