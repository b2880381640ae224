// A local S3-compatible server for the object-storage tests: s3rver on 127.0.0.1 behind a small recording proxy, so a
// test can see every request the portal sent to the bucket (its method, path and headers).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { announcedPort } from './backup-tools';

export type S3Request = { method: string; url: string; headers: http.IncomingHttpHeaders };

export type S3Box = {
  /** The proxy's origin, to use as UPLOADS_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials: it checks every signed request against them. */
  accessKeyId: string;
  secretAccessKey: string;
  requests: S3Request[];
  stop: () => Promise<void>;
};

/**
 * s3rver in a process of its own, with OpenSSL's legacy provider: it makes the continuation tokens of a listing that
 * goes on with DES, which Node 20's OpenSSL 3 offers only there. Prints its port on one JSON line.
 */
const S3RVER = `
const S3rver = require('s3rver');
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.env.S3RVER_DIRECTORY,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }] })
  .run().then(({ port }) => console.log(JSON.stringify({ port })));
`;

async function startS3rver(directory: string, bucket: string): Promise<{ port: number; child: ChildProcess }> {
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: { ...process.env, S3RVER_DIRECTORY: directory, S3RVER_BUCKET: bucket },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await announcedPort(child, 's3rver');
  return { port, child };
}

export async function startS3Box(bucket = 'hcp-portal-test'): Promise<S3Box> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hcp-s3rver-'));
  const { port: s3Port, child } = await startS3rver(directory, bucket);
  const requests: S3Request[] = [];
  const proxy = http.createServer((incoming, outgoing) => {
    requests.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: { ...incoming.headers } });
    const forwarded = http.request(
      { host: '127.0.0.1', port: s3Port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    requests,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The UPLOADS_S3_* settings that put a server's uploads in the box's bucket, below `prefix`. */
export function s3Settings(box: S3Box, prefix: string): Record<string, string> {
  return {
    UPLOADS_S3_BUCKET: box.bucket,
    UPLOADS_S3_REGION: 'us-east-1',
    UPLOADS_S3_ENDPOINT: box.endpoint,
    UPLOADS_S3_ACCESS_KEY_ID: box.accessKeyId,
    UPLOADS_S3_SECRET_ACCESS_KEY: box.secretAccessKey,
    UPLOADS_S3_FORCE_PATH_STYLE: 'true',
    UPLOADS_S3_PREFIX: prefix,
    // The SDK warns on Node 20 that releases after January 2027 need Node 22; the CLI's stderr must stay clean here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
