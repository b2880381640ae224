// A local S3-compatible server for the object-storage tests: s3rver on 127.0.0.1 behind a small recording proxy, so a
// test can see every request the portal sent to the bucket (its method, path and headers).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

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

export async function startS3Box(bucket = 'hcp-portal-test'): Promise<S3Box> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hcp-s3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3rver.run();
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
      await s3rver.close();
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
