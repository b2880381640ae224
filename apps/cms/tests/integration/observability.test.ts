import { ApiErrorSchema } from '@hcp/contracts/errors';
import { AnalyticsConsentSchema, ClientConfigSchema } from '@hcp/contracts/observability';
import { APP_VERSION } from '@hcp/contracts/version';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '../../src/env';
import { flushErrorReports, startErrorReporting, stopErrorReporting } from '../../src/observability/error-reporting';
import {
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { receivedEvents, sentrybox } from './sentrybox';

let server: TestServer;
let token: string;
let accountId: number;
const EMAIL = 'reporting@example.org';

beforeAll(async () => {
  server = await startTestServer();
  const reader = await createRole(server.payload, 'Reader', ['read', 'wb_edit_current_user']);
  accountId = await createPortalAccount(server.payload, {
    email: EMAIL,
    firstName: 'Rae',
    lastName: 'Porter',
    roles: [reader],
  });
  token = await signIn(server.baseUrl, EMAIL);
  // As server.ts does at start: SENTRY_DSN (setup-env.ts) names the local stand-in for Sentry.
  await startErrorReporting(env.sentry);
});

afterAll(async () => {
  await stopErrorReporting();
  await server.close();
});

beforeEach(() => {
  sentrybox.length = 0;
  vi.restoreAllMocks();
});

const consentCall = (method: 'GET' | 'PUT', body?: unknown, bearer: string | null = token) =>
  fetch(`${server.baseUrl}/json/api/v1/account/analytics-consent`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the client configuration', () => {
  it('tells anyone the public settings of error reporting and analytics, read from the environment', async () => {
    const response = await fetch(`${server.baseUrl}/json/api/v1/client-config`);
    expect(response.status).toBe(200);
    expect(ClientConfigSchema.parse(await response.json())).toEqual({
      sentry: { dsn: process.env.SENTRY_DSN, environment: 'integration', release: APP_VERSION },
      analytics: { key: 'phc_integration_key', host: 'http://127.0.0.1:9' },
    });
  });
});

describe('analytics consent', () => {
  it('is undecided at first, then records the choice with its time, and can be changed', async () => {
    expect(AnalyticsConsentSchema.parse(await (await consentCall('GET')).json())).toEqual({
      choice: null,
      decidedAt: null,
    });
    const before = Date.now();
    const granted = await consentCall('PUT', { choice: 'granted' });
    expect(granted.status).toBe(200);
    const answer = AnalyticsConsentSchema.parse(await granted.json());
    expect(answer.choice).toBe('granted');
    expect(Date.parse(answer.decidedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const stored = await server.payload.findByID({ collection: 'users', id: accountId, overrideAccess: true });
    expect(stored.analyticsConsent?.choice).toBe('granted');
    expect(new Date(stored.analyticsConsent?.decidedAt ?? '').toISOString()).toBe(answer.decidedAt);

    await consentCall('PUT', { choice: 'denied' });
    expect(AnalyticsConsentSchema.parse(await (await consentCall('GET')).json()).choice).toBe('denied');
  });

  it('refuses another value, a caller without a token, and a body that is not JSON', async () => {
    const bad = await consentCall('PUT', { choice: 'maybe' });
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).data.params).toHaveProperty('choice');
    expect((await consentCall('PUT', { choice: 'granted' }, null)).status).toBe(401);
    const text = await fetch(`${server.baseUrl}/json/api/v1/account/analytics-consent`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'granted',
    });
    expect(text.status).toBe(415);
  });
});

describe('error reporting', () => {
  it('reports an endpoint’s error with the account, release and environment, and without any secret', async () => {
    const newPassword = 'a-brand-new-Password-42!';
    // A failure deep in the save, whose message quotes the caller's credentials as careless libraries do.
    vi.spyOn(server.payload, 'update').mockRejectedValueOnce(
      new Error(`write refused for Bearer ${token} with password=${newPassword}`),
    );
    const response = await postJson(
      server.baseUrl,
      '/json/api/v1/account/update?token=link-token-123',
      { currentPassword: TEST_PASSWORD, newPassword },
      { authorization: `Bearer ${token}`, cookie: 'payload-token=cookie-secret-456' },
    );
    expect(response.status).toBe(500);
    expect(await flushErrorReports()).toBe(true);

    const [received, ...others] = receivedEvents();
    expect(others).toEqual([]);
    const event = received?.event as {
      user: unknown;
      release: string;
      environment: string;
      exception: { values: { type: string; value: string }[] };
      request: { method: string; url: string; headers: Record<string, string> };
    };
    expect(event.user).toEqual({ id: String(accountId), email: EMAIL });
    expect(event.release).toBe(APP_VERSION);
    expect(event.environment).toBe('integration');
    expect(event.exception.values.at(-1)?.value).toMatch(/^write refused for Bearer \[Filtered\] with password=/);
    expect(event.request).toMatchObject({ method: 'POST', url: 'http://portal.test/json/api/v1/account/update' });
    expect(event.request.headers).toMatchObject({ authorization: '[Filtered]', cookie: '[Filtered]' });

    const raw = received?.envelope.raw ?? '';
    for (const secret of [token, 'cookie-secret-456', newPassword, TEST_PASSWORD, 'link-token-123']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('reports a 5xx answer a handler gave itself, and no 4xx', async () => {
    // The health check catches the database's failure itself and answers 503.
    const db = server.payload.db as unknown as { execute: () => Promise<unknown> };
    vi.spyOn(db, 'execute').mockRejectedValueOnce(new Error('database gone'));
    const health = await fetch(`${server.baseUrl}/json/health`);
    expect(health.status).toBe(503);
    expect((await consentCall('PUT', { choice: 'nope' })).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/json/api/v1/no-such-route`)).status).toBe(404);
    await flushErrorReports();
    const messages = receivedEvents().map(({ event }) => event.message);
    expect(messages).toEqual(['GET /json/health answered 503']);
  });
});
