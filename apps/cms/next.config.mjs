import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { withPayload } from '@payloadcms/next/withPayload';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@hcp/contracts'],
  // One Payload module for the whole process: the portal API (outside Next) and the admin share its instance.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    'ioredis',
    '@aws-sdk/client-s3',
  ],
  turbopack: { root },
  outputFileTracingRoot: root,
  // `npm run typecheck` checks the whole workspace once; Next need not check the CMS a second time while building.
  typescript: { ignoreBuildErrors: true },
  // No image optimizer: it would fetch the URL in its query from inside the gate, and nothing in the admin uses it.
  images: { unoptimized: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
