import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { PACK_SHOT_WIDTHS, type ProductImage } from '@hcp/contracts/product-catalogue';
import { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import sharp from 'sharp';

import { env } from '../../env';
import type { PackShot } from '../../payload-types';
import { uploadStore } from '../../storage/uploads';
import { JSON_API_ROOT, type PortalApiEnv } from '../context';
import { forbidden } from '../errors';
import { itemNotFound } from '../shared/published';
import { errorResponses } from '../responses';

/** Addresses are signed for whole periods of this length, so a page shows the same address (a cache hit) all along. */
const PERIOD_MS = 6 * 60 * 60 * 1000;
/** The width the plain `src` names, for a browser that reads no `srcset`. */
const FALLBACK_WIDTH = 640;
/** Drawn images kept in memory: a catalogue's pack shots at the widths its screens ask for. */
const drawn = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (image) => image.byteLength });

type PackShotWidth = (typeof PACK_SHOT_WIDTHS)[number];
type SignedAddress = { id: number; width: number; version: string; expires: number };

/** The key that signs image addresses: derived from the Payload secret with HKDF, for this use only. */
const signingKey = Buffer.from(hkdfSync('sha256', env.payloadSecret, 'hcp-portal', 'pack-shot-addresses', 32));

function signatureOf({ id, width, version, expires }: SignedAddress): string {
  return createHmac('sha256', signingKey)
    .update(`${String(id)}/${String(width)}/${version}/${String(expires)}`)
    .digest('base64url');
}

/** A pack shot's version: a replaced file gets a new address, so no cache shows the old one. */
function versionOf(shot: Pick<PackShot, 'updatedAt'>): string {
  return String(Date.parse(shot.updatedAt));
}

function addressOf(address: SignedAddress): string {
  const query = new URLSearchParams({
    v: address.version,
    expires: String(address.expires),
    signature: signatureOf(address),
  });
  return `${JSON_API_ROOT}/api/v1/product-catalogue/images/${String(address.id)}/${String(address.width)}?${query.toString()}`;
}

/**
 * A pack shot as the catalogue's answers give it, to a caller the catalogue's own checks have let read the product:
 * addresses at every drawn width up to the upload's own, signed until the end of the next whole period (6 to 12 hours).
 */
export function productImageOf(shot: PackShot, now = Date.now()): ProductImage | null {
  if (!shot.filename || !shot.width || !shot.height) return null;
  const expires = Math.floor((Math.floor(now / PERIOD_MS) + 2) * PERIOD_MS) / 1000;
  const version = versionOf(shot);
  const widths: number[] = PACK_SHOT_WIDTHS.filter((width) => width <= (shot.width ?? 0));
  if (widths.length === 0) widths.push(PACK_SHOT_WIDTHS[0]);
  const address = (width: number) => addressOf({ id: shot.id, width, version, expires });
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? PACK_SHOT_WIDTHS[0];
  return {
    src: address(fallback),
    srcset: widths.map((width) => `${address(width)} ${String(width)}w`).join(', '),
    alt: shot.alt,
    width: shot.width,
    height: shot.height,
  };
}

/** The pack shots of some products, read past the staff-only rule: the caller's read of the products was checked. */
export async function packShotsOf(
  payload: Payload,
  products: { packShot?: number | PackShot | null }[],
): Promise<Map<number, PackShot>> {
  const ids = [
    ...new Set(
      products.flatMap(({ packShot }) =>
        packShot === null || packShot === undefined ? [] : [typeof packShot === 'number' ? packShot : packShot.id],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const { docs } = await payload.find({
    collection: 'pack-shots',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    // eslint-disable-next-line hcp/override-access -- pack shots are staff-only; the caller's read of the products that show them was checked
    overrideAccess: true,
  });
  return new Map(docs.map((shot) => [shot.id, shot]));
}

/** Whether an address is one this server signed, for a width it draws, and not yet expired. */
function isValidAddress(address: SignedAddress, signature: string, now: number): boolean {
  if (!(PACK_SHOT_WIDTHS as readonly number[]).includes(address.width)) return false;
  if (address.expires * 1000 <= now || address.expires * 1000 > now + 2 * PERIOD_MS) return false;
  const expected = Buffer.from(signatureOf(address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Draws a stored pack shot at `width` as WebP: one encoder for every upload, so no file reaches a browser as sent. */
async function draw(shot: PackShot, width: PackShotWidth): Promise<Buffer | undefined> {
  const key = `${String(shot.id)}:${versionOf(shot)}:${String(width)}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const file = shot.filename ? await (await uploadStore()).read('pack-shots', shot.filename) : undefined;
  if (!file) return undefined;
  const image = await sharp(await buffer(file.body))
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  drawn.set(key, image);
  return image;
}

const imageRoute = createRoute({
  method: 'get',
  path: '/api/v1/product-catalogue/images/{id}/{width}',
  tags: ['Product catalogue'],
  summary: 'A product’s pack shot',
  description:
    'The pack shot at one width, as WebP, at the signed address a catalogue answer gave (`image.src`, `image.srcset`): an `<img>` cannot send the bearer token, so the catalogue’s own checks run when it hands out the address. An address lasts 6 to 12 hours and may be cached privately until then. A changed, forged or expired address is refused (403); a pack shot no published product shows is not found (404).',
  request: {
    params: z.object({
      id: z.string().regex(/^\d{1,12}$/, 'Use the pack shot’s id.'),
      width: z.string().regex(/^\d{2,4}$/, 'Use one of the drawn widths.'),
    }),
    query: z.object({
      v: z.string().regex(/^\d{1,16}$/),
      expires: z.string().regex(/^\d{1,12}$/),
      signature: z.string().regex(/^[\w-]{43}$/),
    }),
  },
  responses: {
    200: {
      description: 'The image.',
      content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
    },
    400: errorResponses.badRequest,
    403: errorResponses.forbidden,
    404: errorResponses.notFound,
  },
});

/** `GET api/v1/product-catalogue/images/{id}/{width}`. */
export function registerPackShotImages(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(imageRoute, async (c) => {
    const payload = c.get('payload');
    const { id, width } = c.req.valid('param');
    const { v, expires, signature } = c.req.valid('query');
    const address: SignedAddress = { id: Number(id), width: Number(width), version: v, expires: Number(expires) };
    const now = Date.now();
    if (!isValidAddress(address, signature, now)) return forbidden(c);
    const shot = await payload.findByID({
      collection: 'pack-shots',
      id: address.id,
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- an <img> sends no token: the signed address is the proof, checked above
      overrideAccess: true,
      disableErrors: true,
    });
    // Replaced since the address was made: the catalogue's next answer names the new one.
    if (!shot || versionOf(shot) !== address.version) return itemNotFound(c, 'image');
    const { totalDocs } = await payload.count({
      collection: 'catalogue-products',
      where: { and: [{ packShot: { equals: shot.id } }, { _status: { equals: 'published' } }] },
      // eslint-disable-next-line hcp/override-access -- an <img> sends no token: only whether a published product shows the image
      overrideAccess: true,
    });
    if (totalDocs === 0) return itemNotFound(c, 'image');
    const image = await draw(shot, address.width as PackShotWidth);
    if (!image) return itemNotFound(c, 'image');
    return new Response(new Uint8Array(image), {
      status: 200,
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(image.byteLength),
        // Only the reader's own browser keeps it, and only while the address is valid; its bytes never change.
        'Cache-Control': `private, max-age=${String(Math.floor((address.expires * 1000 - now) / 1000))}, immutable`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  });
}
