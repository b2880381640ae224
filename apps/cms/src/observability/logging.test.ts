import { Writable } from 'node:stream';

import { DrizzleQueryError } from 'drizzle-orm';
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

describe('a failed SQL statement in the logs', () => {
  const typed = 'someone.typed@example.org';
  const failure = () =>
    new DrizzleQueryError(
      'update "admins" set "reset_password_requested_at" = ? where "admins"."email" = ?',
      ['2026-11-27T13:31:49.550Z', typed],
      new Error('SQLite statement waited 10000 ms for the write lock and was refused'),
    );

  it('keeps the statement and its cause but not the values, however the error is logged', () => {
    const { logger, lines } = capture();
    // As Payload's logError and routeError log it: the error alone, pino taking the message from it.
    logger.error({ err: failure() });
    logger.error(failure());
    logger.child({ requestId: 'req-2' }).error({ err: failure(), msg: failure().message });
    logger.warn(`could not save: ${failure().message}`);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain(typed);
      expect(line).toContain('params: [redacted]');
    }
    const logged = JSON.parse(lines[0] ?? '{}') as { msg: string; err: { stack: string; query: string } };
    expect(logged.msg).toContain('Failed query: update "admins"');
    expect(logged.err.query).toContain('"admins"."email" = ?');
    expect(logged.err.stack).toContain('waited 10000 ms for the write lock');
  });

  it("keeps PostgreSQL's conflicting value out of the error's detail", () => {
    const { logger, lines } = capture();
    const conflict = Object.assign(new Error('duplicate key value violates unique constraint "admins_email_idx"'), {
      detail: `Key (email)=(${typed}) already exists.`,
    });
    logger.error({ err: conflict });
    expect(lines[0]).not.toContain(typed);
    expect(lines[0]).toContain('Key (email)=([redacted]) already exists.');
  });
});
