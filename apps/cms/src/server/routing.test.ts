import { describe, expect, it } from 'vitest';

import { chooseHandler, type Handler, isBlockedPayloadRoute } from './routing';

const api: Handler = () => 'api';
const next: Handler = () => 'next';
const spa: Handler = () => 'spa';
const handlers = { api, next, spa };

describe('chooseHandler', () => {
  it.each([
    ['/json', api],
    ['/json/health', api],
    ['/json/api/v1/account', api],
    ['/admin', next],
    ['/admin/collections/users', next],
    ['/api/users/me', next],
    ['/_next/static/chunk.js', next],
    ['/', spa],
    ['/jsonx', spa],
    ['/administrator', spa],
    ['/education/a/b', spa],
    ['/assets/index.js', spa],
  ])('sends %s to the right part', (pathname, expected) => {
    expect(chooseHandler(pathname, handlers)).toBe(expected);
  });
});

describe('isBlockedPayloadRoute', () => {
  it.each([
    '/api/users/login',
    '/api/users/forgot-password',
    '/api/users/reset-password',
    '/api/users/verify/abc',
    '/api/users/me',
  ])('keeps portal accounts off Payload’s own auth route %s', (pathname) => {
    expect(isBlockedPayloadRoute(pathname)).toBe(true);
  });

  it.each(['/api/users', '/api/users/12', '/api/admins/login', '/api/roles'])(
    'leaves %s to the admin UI',
    (pathname) => {
      expect(isBlockedPayloadRoute(pathname)).toBe(false);
    },
  );
});
