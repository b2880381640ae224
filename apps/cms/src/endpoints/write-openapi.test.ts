import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { OPENAPI_FILE, renderOpenApi } from './write-openapi';

describe('the committed OpenAPI document', () => {
  it('matches the routes and contracts (run `npm run openapi` after changing either)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(renderOpenApi());
  });

  it('documents every call of the foundation under the /json root', () => {
    const document = JSON.parse(renderOpenApi()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/json/api/v1/account',
      '/json/health',
      '/json/jwt-auth/v1/token',
    ]);
  });
});
