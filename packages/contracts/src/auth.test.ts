import { describe, expect, it } from 'vitest';

import { TokenRequestSchema } from './auth';

describe('TokenRequestSchema', () => {
  it('accepts an email and password, trimming the email', () => {
    expect(TokenRequestSchema.parse({ username: ' clinician@example.com ', password: 'secret' })).toEqual({
      username: 'clinician@example.com',
      password: 'secret',
    });
  });

  it('explains each missing or empty field in words a person understands', () => {
    const result = TokenRequestSchema.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['username', 'Enter your email address.'],
      ['password', 'Enter your password.'],
    ]);
  });
});
