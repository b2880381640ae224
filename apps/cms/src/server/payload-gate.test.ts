import { describe, expect, it } from 'vitest';

import {
  answersWithSessionToken,
  bodyLimitOf,
  canonicalSegments,
  type GateConfig,
  isNextBound,
  refusePayloadRequest,
} from './payload-gate';

const config: GateConfig = {
  adminUserSlug: 'admins',
  publicFiles: ['media'],
  collections: [
    { slug: 'admins', upload: false, endpointPaths: [] },
    { slug: 'users', upload: false, endpointPaths: [] },
    { slug: 'media', upload: true, endpointPaths: [] },
    { slug: 'documents', upload: true, endpointPaths: [] },
    { slug: 'form-submissions', upload: false, endpointPaths: ['export'] },
    { slug: 'payload-jobs', upload: false, endpointPaths: [] },
  ],
  globals: ['brand'],
  bodyBytes: { json: 1000, upload: 50_000 },
};

const decide = (method: string, rawPath: string, cmsSession = true) =>
  refusePayloadRequest(config, { method, rawPath, cmsSession })?.status;

describe('canonicalSegments', () => {
  it.each([
    ['/api/users/12', ['api', 'users', '12']],
    ['/admin', ['admin']],
    ['/admin/', ['admin', '']],
    ['/api/media/file/Ward%20photo.png', ['api', 'media', 'file', 'Ward photo.png']],
  ])('reads %s', (path, segments) => {
    expect(canonicalSegments(path)).toEqual(segments);
  });

  it.each([
    '/api/users/%6cogin',
    '/%61pi/users',
    '/api/users/./login',
    '/api/users/../admins',
    '/api//users',
    '/api/users/',
    '/api%2Fusers',
    '/api\\users',
    '/api/users/%252e',
    '/api/%2e%2e/admin',
    '/api/users/%zz',
    'api/users',
  ])('refuses the other spelling %s', (path) => {
    expect(canonicalSegments(path)).toBeUndefined();
  });
});

describe('isNextBound', () => {
  it.each(['/api/x', '/API/x', '/Admin', '/_next/static/a.js', '/x/../api/users', '/%61pi/users', '/json/..\\admin'])(
    '%s must pass the gate',
    (path) => {
      expect(isNextBound(path)).toBe(true);
    },
  );

  it.each(['/', '/json/health', '/search/a%2Fb', '/apis', '/administrator'])('%s is not for Next', (path) => {
    expect(isNextBound(path)).toBe(false);
  });
});

describe('refusePayloadRequest', () => {
  it.each([
    ['GET', '/admin'],
    ['POST', '/admin/collections/users/3'],
    ['GET', '/_next/static/chunks/app.js'],
    ['GET', '/api/users'],
    ['GET', '/api/users/12'],
    ['PATCH', '/api/users/12'],
    ['GET', '/api/users/versions'],
    ['GET', '/api/documents/file/synopsis.pdf'],
    ['GET', '/api/form-submissions/export'],
    ['POST', '/api/admins/login'],
    ['GET', '/api/access'],
    ['GET', '/api/payload-preferences/nav'],
    ['GET', '/api/globals/brand'],
    ['POST', '/api/globals/brand'],
    ['GET', '/api/globals/brand/access'],
    ['GET', '/api/globals/brand/versions/4'],
  ])('lets a CMS session %s %s through', (method, path) => {
    expect(decide(method, path)).toBeUndefined();
  });

  it.each([
    ['POST', '/api/users/login', 404],
    ['GET', '/api/users/me', 404],
    ['POST', '/api/users/forgot-password', 404],
    ['POST', '/api/users/unlock', 404],
    ['GET', '/api/users/12/extra', 404],
    ['GET', '/api/media/file', 404],
    ['GET', '/api/users/file/x', 404],
    ['GET', '/api/payload-jobs', 404],
    ['POST', '/api/graphql', 404],
    ['GET', '/api/og', 404],
    ['GET', '/_next/data/x.json', 404],
    ['GET', '/_next/image', 404],
    ['GET', '/_next/image/', 400],
    ['GET', '/_next/IMAGE', 404],
    ['GET', '/_next/%69mage', 400],
    ['GET', '/_next/static/../image', 400],
    ['POST', '/api/users/LOGIN', 404],
    ['POST', '/api/USERS/login', 404],
    ['POST', '/api/users/%6cogin', 400],
    ['TRACE', '/admin', 405],
    ['GET', '/api/globals', 404],
    ['GET', '/api/globals/settings', 404],
    ['GET', '/api/globals/brand/extra', 404],
    ['GET', '/api/globals/brand/versions/4/extra', 404],
    ['GET', '/api/globals/BRAND', 404],
  ])('refuses %s %s with %i', (method, path, status) => {
    expect(decide(method, path)).toBe(status);
  });

  it('lets a stranger reach only the admin sign-in routes and the public images', () => {
    expect(decide('POST', '/api/admins/login', false)).toBeUndefined();
    expect(decide('POST', '/api/admins/forgot-password', false)).toBeUndefined();
    expect(decide('GET', '/api/media/file/ward.png', false)).toBeUndefined();
    expect(decide('GET', '/admin/login', false)).toBeUndefined();
    expect(decide('GET', '/api/documents/file/synopsis.pdf', false)).toBe(403);
    expect(decide('GET', '/api/users', false)).toBe(403);
    expect(decide('GET', '/api/media', false)).toBe(403);
    expect(decide('POST', '/api/admins/unlock', false)).toBe(403);
    expect(decide('GET', '/api/globals/brand', false)).toBe(403);
  });
});

describe('bodyLimitOf', () => {
  const MULTIPART = 'multipart/form-data; boundary=x';

  it.each([
    ['POST', '/api/media', MULTIPART],
    ['PATCH', '/api/documents/12', 'Multipart/Form-Data;boundary=x'],
  ])('gives a file upload (%s %s) the upload limit', (method, rawPath, contentType) => {
    expect(bodyLimitOf(config, { method, rawPath, contentType })).toBe(50_000);
  });

  it.each([
    ['POST', '/api/admins/login', 'application/json'],
    ['POST', '/api/admins/login', MULTIPART],
    ['POST', '/api/users', MULTIPART],
    ['POST', '/api/media', 'application/json'],
    ['POST', '/api/media', undefined],
    ['POST', '/api/media/12/duplicate', MULTIPART],
    ['POST', '/api/media/file/x.png', MULTIPART],
    ['GET', '/api/media', MULTIPART],
    ['POST', '/admin/collections/media/create', MULTIPART],
    ['POST', '/api/MEDIA', MULTIPART],
    ['POST', '/api/media', 'text/plain; multipart/form-data'],
  ])('gives %s %s (%s) the 1 MB of every other body', (method, rawPath, contentType) => {
    expect(bodyLimitOf(config, { method, rawPath, contentType })).toBe(1000);
  });
});

describe('answersWithSessionToken', () => {
  it.each(['/api/admins/login', '/api/admins/refresh-token', '/api/admins/me', '/api/admins/first-register'])(
    '%s answers with the token',
    (path) => {
      expect(answersWithSessionToken(config, path)).toBe(true);
    },
  );

  it.each(['/api/admins/logout', '/api/admins/12', '/api/users/login', '/api/admins/login/x', '/admin/login'])(
    '%s does not',
    (path) => {
      expect(answersWithSessionToken(config, path)).toBe(false);
    },
  );
});
