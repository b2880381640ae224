import { MedicalInformationLineSchema } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from './harness';

let server: TestServer;

const line = async () => {
  // No token: the landing page and an account waiting for approval read it.
  const response = await fetch(`${server.baseUrl}/json/api/v1/medical-information`);
  expect(response.status).toBe(200);
  return MedicalInformationLineSchema.parse(await response.json()).line;
};

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('the Medical Information line, read by anyone', () => {
  it('is null while editors set no number', async () => {
    expect(await line()).toBeNull();
  });

  it('gives the number and the hours editors set, and no hours when they set none', async () => {
    await server.payload.updateGlobal({
      slug: 'medical-information',
      data: { phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' },
    });
    expect(await line()).toEqual({ phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' });
    await server.payload.updateGlobal({ slug: 'medical-information', data: { hours: '' } });
    expect(await line()).toEqual({ phone: '+44 1223 000 140', hours: null });
  });
});
