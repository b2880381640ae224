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
      '/json/api/v1/account/analytics-consent',
      '/json/api/v1/account/confirm-email-change',
      '/json/api/v1/account/consents',
      '/json/api/v1/account/consents/withdraw',
      '/json/api/v1/account/dashboard',
      '/json/api/v1/account/dashboard/update',
      '/json/api/v1/account/delete',
      '/json/api/v1/account/export',
      '/json/api/v1/account/export/{id}',
      '/json/api/v1/account/export/{id}/download',
      '/json/api/v1/account/logout',
      '/json/api/v1/account/notifications',
      '/json/api/v1/account/pinned-clinical-requests',
      '/json/api/v1/account/pinned-clinical-requests/update',
      '/json/api/v1/account/process-password-reset',
      '/json/api/v1/account/recently-viewed',
      '/json/api/v1/account/register',
      '/json/api/v1/account/request-password-reset',
      '/json/api/v1/account/roles',
      '/json/api/v1/account/starred-stability',
      '/json/api/v1/account/starred-stability/{id}',
      '/json/api/v1/account/update',
      '/json/api/v1/account/verify-email',
      '/json/api/v1/bot-check/challenge',
      '/json/api/v1/brand',
      '/json/api/v1/client-config',
      '/json/api/v1/clinical-requests',
      '/json/api/v1/clinical-requests/{category}',
      '/json/api/v1/clinical-resource-children/{id}',
      '/json/api/v1/clinical-resource/{id}',
      '/json/api/v1/clinical-resources',
      '/json/api/v1/clinical-trial-team/{id}',
      '/json/api/v1/clinical-trial/{id}',
      '/json/api/v1/clinical-trials',
      '/json/api/v1/cpd-log',
      '/json/api/v1/cpd-log/complete',
      '/json/api/v1/cpd-log/export',
      '/json/api/v1/cpd-log/{id}',
      '/json/api/v1/documents/{id}',
      '/json/api/v1/education',
      '/json/api/v1/education-item/{id}',
      '/json/api/v1/education/{id}',
      '/json/api/v1/form-uploads/{id}',
      '/json/api/v1/forms/{slug}',
      '/json/api/v1/forms/{slug}/submissions',
      '/json/api/v1/important-update/{id}',
      '/json/api/v1/important-updates',
      '/json/api/v1/menu/clinical-resources',
      '/json/api/v1/menu/clinical-trials',
      '/json/api/v1/menu/education',
      '/json/api/v1/menu/stability',
      '/json/api/v1/pages/{slug}',
      '/json/api/v1/preview/{collection}/{id}',
      '/json/api/v1/product-catalogue',
      '/json/api/v1/product-catalogue/{id}',
      '/json/api/v1/quick-links',
      '/json/api/v1/search',
      '/json/api/v1/stability',
      '/json/api/v1/stability/{id}',
      '/json/api/v1/team/{id}',
      '/json/api/v1/teams',
      '/json/health',
      '/json/jwt-auth/v1/token',
      '/json/jwt-auth/v1/token/refresh',
      '/json/jwt-auth/v1/token/validate',
      '/json/ready',
      '/json/wb-push-notifications/v1/push/public-key',
      '/json/wb-push-notifications/v1/push/subscribe',
      '/json/wb-push-notifications/v1/push/unsubscribe',
    ]);
  });
});
