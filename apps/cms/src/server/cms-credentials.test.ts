import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { CLIENT_ADDRESS_HEADER } from '../utilities/clientAddress';
import { cmsOnlyCookies, hasCmsSessionCookie, keepCmsCredentialsOnly, withoutSessionToken } from './cms-credentials';

/** An unsigned token with the claims Payload writes: only the collection matters to the filter. */
const tokenFor = (collection: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ id: 1, collection, sid: 's' })).toString('base64url')}.sig`;

describe('cmsOnlyCookies', () => {
  it('keeps a CMS account’s session cookie and every unrelated cookie', () => {
    const header = `theme=dark; payload-token=${tokenFor('admins')}`;
    expect(cmsOnlyCookies(header, 'admins')).toBe(header);
    expect(hasCmsSessionCookie(header, 'admins')).toBe(true);
  });

  it.each([
    ['a portal account’s token', `payload-token=${tokenFor('users')}`],
    ['an integration client’s token', `payload-token=${tokenFor('integration-clients')}`],
    ['a token in another case', `Payload-Token=${tokenFor('admins')}`],
    ['a token that is not a JWT', 'payload-token=garbage'],
    ['an empty token', 'payload-token='],
  ])('drops %s', (_name, header) => {
    expect(cmsOnlyCookies(`theme=dark; ${header}`, 'admins')).toBe('theme=dark');
    expect(hasCmsSessionCookie(header, 'admins')).toBe(false);
  });
});

describe('keepCmsCredentialsOnly', () => {
  it('removes every other credential and replaces the client address a client sent', () => {
    const portalCookie = `payload-token=${tokenFor('users')}`;
    const req = {
      headers: { authorization: 'Bearer x', cookie: portalCookie, [CLIENT_ADDRESS_HEADER]: '6.6.6.6' },
      rawHeaders: [
        'Authorization',
        'Bearer x',
        'Cookie',
        portalCookie,
        'X-HCP-Client-Address',
        '6.6.6.6',
        'Accept',
        '*/*',
      ],
    } as unknown as IncomingMessage;
    keepCmsCredentialsOnly(req, 'admins', '10.0.0.7');
    expect(req.headers).toEqual({ [CLIENT_ADDRESS_HEADER]: '10.0.0.7' });
    expect(req.rawHeaders).toEqual(['Accept', '*/*', CLIENT_ADDRESS_HEADER, '10.0.0.7']);
  });
});

describe('withoutSessionToken', () => {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('drops the token Payload writes into a sign-in, refresh or me answer, and keeps the rest', () => {
    const signIn = { message: 'Auth Passed', user: { email: 'editor@example.com' }, token: 'eyJ.a.b', exp: 1 };
    expect(JSON.parse(withoutSessionToken(json(signIn), 'application/json').toString())).toEqual({
      message: 'Auth Passed',
      user: { email: 'editor@example.com' },
      exp: 1,
    });
    const refresh = { message: 'Token refresh successful', refreshedToken: 'eyJ.a.b', exp: 2 };
    expect(JSON.parse(withoutSessionToken(json(refresh), 'application/json; charset=utf-8').toString())).toEqual({
      message: 'Token refresh successful',
      exp: 2,
    });
  });

  it('passes anything that is not a JSON object unchanged', () => {
    for (const [body, type] of [
      ['{"token":"x"}', 'text/plain'],
      ['not json', 'application/json'],
      ['["token"]', 'application/json'],
    ] as const) {
      expect(withoutSessionToken(Buffer.from(body), type).toString()).toBe(body);
    }
  });
});
