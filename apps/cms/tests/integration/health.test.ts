import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('GET /json/health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await fetch(`${server.baseUrl}/json/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error shape once the database is gone', async () => {
    await server.payload.db.destroy?.();
    const response = await fetch(`${server.baseUrl}/json/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The database is not available.',
      data: { status: 503 },
    });
  });
});
