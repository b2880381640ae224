import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { takeChargeOfAnswer } from './next-answer';

/** Serves one request with `handle` on a loopback port and answers what a client received. */
async function served(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    server.close();
  }
}

/** Writes an answer the way Next does for a route handler: status and headers set, headers flushed, then chunks. */
function answerAsNext(res: ServerResponse, chunks: string[]): void {
  res.statusCode = 200;
  res.appendHeader('content-type', 'application/json');
  res.appendHeader('set-cookie', 'session=1; HttpOnly');
  res.flushHeaders();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}

describe('takeChargeOfAnswer', () => {
  it('leaves an answer it was not asked to change as Next wrote it', async () => {
    const answer = await served((_req, res) => {
      takeChargeOfAnswer(res);
      answerAsNext(res, ['{"a":', '1}']);
    });
    expect(answer).toMatchObject({ status: 200, body: '{"a":1}' });
  });

  it('holds the whole answer, rewrites its body and counts its length again, keeping status and headers', async () => {
    const answer = await served((_req, res) => {
      takeChargeOfAnswer(res, (body) => Buffer.from(body.toString().toUpperCase()));
      answerAsNext(res, ['{"token":', '"abc"}']);
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"TOKEN":"ABC"}');
    expect(answer.headers.get('content-length')).toBe('15');
    expect(answer.headers.get('set-cookie')).toBe('session=1; HttpOnly');
  });

  it('rewrites an answer written with writeHead as well', async () => {
    const answer = await served((_req, res) => {
      takeChargeOfAnswer(res, () => Buffer.from('{}'));
      res.writeHead(201, { 'content-type': 'application/json', 'x-kept': 'yes' }).end('{"token":"abc"}');
    });
    expect(answer).toMatchObject({ status: 201, body: '{}' });
    expect(answer.headers.get('x-kept')).toBe('yes');
  });

  it('answers in Next’s place and drops what Next writes after, without an error', async () => {
    const answer = await served((_req, res) => {
      const charge = takeChargeOfAnswer(res);
      expect(charge.answerInstead((own) => own.writeHead(413).end('too large'))).toBe(true);
      // Next, unaware, finishes its own answer.
      answerAsNext(res, ['{"late":true}']);
      res.destroy();
    });
    expect(answer).toMatchObject({ status: 413, body: 'too large' });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('cannot answer once Next has sent its headers', async () => {
    const answer = await served((_req, res) => {
      const charge = takeChargeOfAnswer(res);
      res.writeHead(200).write('streaming');
      expect(charge.answerInstead((own) => own.writeHead(413).end())).toBe(false);
      res.end();
    });
    expect(answer).toMatchObject({ status: 200, body: 'streaming' });
  });
});
