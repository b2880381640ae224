// Serves the portal API from the database and UPLOADS_DIR its environment names, in a process of its own, so that
// backup.test.ts reads a restored copy exactly as a server started on it would. Prints its port on one JSON line.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { createPortalApi } from '../../src/endpoints/app';
import { bootPayload } from '../../src/server/boot';

const payload = await bootPayload({ seedDemo: false });
const server = serve({ fetch: createPortalApi(() => payload).fetch, port: 0, hostname: '127.0.0.1' });
if (!server.listening) await once(server, 'listening');
process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);

process.on('SIGTERM', () => {
  server.close();
  void payload.destroy().finally(() => process.exit(0));
});
