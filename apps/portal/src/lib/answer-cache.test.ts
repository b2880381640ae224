import { describe, expect, it } from 'vitest';

import { accountOfToken, createAnswerCache } from './answer-cache';

describe('createAnswerCache', () => {
  it('holds at most its limit, letting the least recently used answer go first', () => {
    const answers = createAnswerCache(2);
    answers.remember('/a', { etag: '"a"', body: 'A' });
    answers.remember('/b', { etag: '"b"', body: 'B' });
    answers.get('/a');
    answers.remember('/c', { etag: '"c"', body: 'C' });
    expect(answers.get('/b')).toBeUndefined();
    expect(answers.get('/a')).toEqual({ etag: '"a"', body: 'A' });
    expect(answers.get('/c')).toEqual({ etag: '"c"', body: 'C' });
    expect(answers.size).toBe(2);
  });
});

describe('accountOfToken', () => {
  const tokenOf = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;

  it('names the account a token was signed for, whatever its session', () => {
    expect(accountOfToken(tokenOf({ id: 7, collection: 'users', sid: 'a' }))).toBe(
      accountOfToken(tokenOf({ id: 7, collection: 'users', sid: 'b' })),
    );
    expect(accountOfToken(tokenOf({ id: 7, collection: 'users' }))).not.toBe(
      accountOfToken(tokenOf({ id: 8, collection: 'users' })),
    );
  });

  it('counts a token it cannot read as its own account', () => {
    expect(accountOfToken('not-a-jwt')).toBe('not-a-jwt');
    expect(accountOfToken(null)).toBeNull();
  });
});
