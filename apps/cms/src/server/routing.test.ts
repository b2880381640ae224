import { describe, expect, it } from 'vitest';

import { chooseHandler, type Handler } from './routing';

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
    ['/search/a%2Fb', spa],
  ])('sends %s to the right part', (pathname, expected) => {
    expect(chooseHandler(pathname, handlers)).toBe(expected);
  });

  it.each([
    '/API/users/login',
    '/Admin',
    '/%61pi/users/login',
    '/json/../api/users/login',
    '/education/..%2f..%2fapi/users/login',
    '/x/..\\api/users/login',
    '//api/users/login',
  ])('sends %s, a spelling of a Next path, through the gate in front of Next', (pathname) => {
    expect(chooseHandler(pathname, handlers)).toBe(next);
  });
});
