import { Writable } from 'node:stream';

import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { loggerOptions } from './logging';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

describe('the server’s logs', () => {
  it('are JSON lines in which credentials in headers and passwords in bodies are redacted', () => {
    const { logger, lines } = capture();
    logger.child({ requestId: 'req-1' }).info({
      req: {
        method: 'POST',
        url: '/json/jwt-auth/v1/token',
        headers: {
          authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-token',
          cookie: 'payload-token=admin-session-cookie',
          'user-agent': 'vitest',
        },
      },
      body: { username: 'someone@example.org', password: 'correct-horse-battery-staple' },
      account: { profile: { password: 'nested-secret' } },
      msg: 'sign-in',
    });
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({
      requestId: 'req-1',
      msg: 'sign-in',
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'vitest' } },
      body: { username: 'someone@example.org', password: '[redacted]' },
      account: { profile: { password: '[redacted]' } },
    });
    for (const secret of ['secret-token', 'admin-session-cookie', 'correct-horse', 'nested-secret'])
      expect(line).not.toContain(secret);
  });

  it('redact the headers of a failed request an error report carries', () => {
    const { logger, lines } = capture();
    logger.error({ headers: { authorization: 'Basic dXNlcjpwYXNz', 'set-cookie': 'sid=abc' }, msg: 'failed' });
    expect(lines[0]).not.toContain('dXNlcjpwYXNz');
    expect(lines[0]).not.toContain('sid=abc');
  });
});
