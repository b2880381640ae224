import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { perWorker } from './per-worker';

/** One envelope as Sentry's ingest receives it: its header, and each item's header and payload. */
export type Envelope = {
  raw: string;
  header: Record<string, unknown>;
  items: { header: { type?: string } & Record<string, unknown>; payload: unknown }[];
};

/** Every envelope the stand-in Sentry received, oldest first. */
export const sentrybox: Envelope[] = perWorker('sentrybox', () => []);

/**
 * Parses Sentry's envelope format: a JSON header line, then per item a JSON header line and a payload (one line, or
 * `length` bytes when the item header says so).
 */
export function parseEnvelope(raw: string): Envelope {
  const bytes = Buffer.from(raw);
  let offset = 0;
  const nextLine = () => {
    const end = bytes.indexOf(0x0a, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end).toString();
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  const header = JSON.parse(nextLine()) as Record<string, unknown>;
  const items: Envelope['items'] = [];
  while (offset < bytes.length) {
    const line = nextLine();
    if (line.trim() === '') continue;
    const itemHeader = JSON.parse(line) as Envelope['items'][number]['header'];
    let body: string;
    if (typeof itemHeader.length === 'number') {
      body = bytes.subarray(offset, offset + itemHeader.length).toString();
      offset += itemHeader.length + 1;
    } else {
      body = nextLine();
    }
    let payload: unknown = body;
    try {
      payload = JSON.parse(body);
    } catch {
      // Attachments and other binary items stay text.
    }
    items.push({ header: itemHeader, payload });
  }
  return { raw, header, items };
}

/**
 * Stands in for Sentry's ingest: a local HTTP server that accepts `POST /api/<project>/envelope/` and keeps what it
 * received. Answers CORS, as Sentry does, so a browser's SDK can post to it from the portal's origin.
 */
export async function startSentryReceiver(): Promise<{ dsn: string; origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
        sentrybox.push(parseEnvelope(text));
      }
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    dsn: `http://publickey@${origin.slice('http://'.length)}/42`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The error events among the envelopes received. */
export function receivedEvents(): { envelope: Envelope; event: Record<string, unknown> }[] {
  return sentrybox.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.header.type === 'event')
      .map((item) => ({ envelope, event: item.payload as Record<string, unknown> })),
  );
}
