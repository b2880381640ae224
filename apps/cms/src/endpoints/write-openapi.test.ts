import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { OPENAPI_FILE, renderOpenApi } from './write-openapi';

describe('the committed OpenAPI document', () => {
  it('matches the routes and contracts (run `npm run openapi` after changing either)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApi());
  });

  it('documents every call of the spec implemented so far, under the /json root', () => {
    const document = JSON.parse(renderOpenApi()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/json/api/v1/account',
      '/json/api/v1/account/logout',
      '/json/api/v1/account/process-password-reset',
      '/json/api/v1/account/register',
      '/json/api/v1/account/request-password-reset',
      '/json/api/v1/account/roles',
      '/json/api/v1/account/update',
      '/json/api/v1/account/verify-email',
      '/json/api/v1/documents/{id}',
      '/json/api/v1/important-update/{id}',
      '/json/api/v1/important-updates',
      '/json/api/v1/pages/{slug}',
      '/json/api/v1/product-catalogue',
      '/json/api/v1/product-catalogue/{id}',
      '/json/api/v1/quick-links',
      '/json/health',
      '/json/jwt-auth/v1/token',
      '/json/jwt-auth/v1/token/refresh',
      '/json/jwt-auth/v1/token/validate',
    ]);
  });
});
