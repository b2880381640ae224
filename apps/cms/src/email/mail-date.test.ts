import { describe, expect, it } from 'vitest';

import { formatMailDateTime, formatMailDay } from './mail-date';

describe('dates in mails', () => {
  it('write a winter moment in words, in London time (GMT)', () => {
    expect(formatMailDateTime('2026-11-27T08:57:00.000Z')).toBe('Friday 27 November 2026 at 08:57');
  });

  it('write a summer moment in British Summer Time, a day later when it crosses midnight', () => {
    expect(formatMailDateTime(new Date('2026-07-01T23:30:00.000Z'))).toBe('Thursday 2 July 2026 at 00:30');
  });

  it('write a calendar day as it is, without a time', () => {
    expect(formatMailDay('2026-03-29')).toBe('Sunday 29 March 2026');
  });
});
