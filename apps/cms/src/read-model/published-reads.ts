import { createHash } from 'node:crypto';

import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';

import type { PortalApiEnv } from '../utilities/portalApiEnv';
import { startOfTodayUtc } from '../fields/governance';

/** A ready answer: its JSON text and the entity tag that names it. */
type ReadyAnswer = { body: string; etag: string };

/**
 * The ready answers of one process for one generation of the read model and one UTC day. A new generation (an
 * editor's change, in any process) or a new day (items expire at UTC midnight, the day after their review-by date)
 * starts an empty one.
 */
type Shelf = {
  generation: number;
  day: string;
  answers: LRUCache<string, ReadyAnswer>;
  /** The shared parts of answers that add something of the caller's own (an education item and its completion). */
  values: LRUCache<string, { value: unknown }>;
  /** Answers being built: concurrent requests for one key wait for one build instead of each running it. */
  building: Map<string, Promise<ReadyAnswer | undefined>>;
};

/** Ready answers are a few kilobytes; 64 MiB holds thousands of pages, menus and items per process. */
const SHELF_BYTES = 64 * 1024 * 1024;

const shelves = new WeakMap<Payload, Shelf>();

function emptyShelf(generation: number, day: string): Shelf {
  return {
    generation,
    day,
    answers: new LRUCache<string, ReadyAnswer>({
      maxSize: SHELF_BYTES,
      sizeCalculation: (answer, key) => answer.body.length * 2 + key.length * 2 + 64,
    }),
    values: new LRUCache<string, { value: unknown }>({ max: 5000 }),
    building: new Map(),
  };
}

/**
 * The shelf for the generation this request read with its session. Any other number than the shelf's (newer, or older
 * after a restore) empties it: a request never gets an answer built from another generation's data.
 */
function shelfFor(payload: Payload, generation: number, day: string): Shelf {
  const current = shelves.get(payload);
  if (current?.generation === generation && current.day === day) return current;
  const fresh = emptyShelf(generation, day);
  shelves.set(payload, fresh);
  return fresh;
}

/** A strong entity tag from the answer's bytes: the same answer keeps its tag across generations and processes. */
export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names the tag (`*`, a list, weak or strong forms alike, as RFC 9110 compares for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Answers with the JSON text, or 304 without it when the caller already holds that answer. */
export function answerJson(c: Context<PortalApiEnv>, answer: ReadyAnswer): Response {
  if (matchesIfNoneMatch(c.req.header('if-none-match'), answer.etag)) {
    return new Response(null, { status: 304, headers: { ETag: answer.etag } });
  }
  return new Response(answer.body, { status: 200, headers: { 'Content-Type': 'application/json', ETag: answer.etag } });
}

/**
 * `answerJson`, typed as the route's 200 answer, for a handler that writes its answer's text itself (a value kept
 * ready as text, with the caller's own part added): the text is the route's schema's shape, as its tests check.
 */
export function answerJsonAs<T>(c: Context<PortalApiEnv>, answer: ReadyAnswer): TypedResponse<T, 200, 'json'> {
  return answerJson(c, answer) as unknown as TypedResponse<T, 200, 'json'>;
}

/** The capability set as a key: the answers of content reads depend on nothing else about the caller. */
function capabilityKey(capabilities: readonly string[]): string {
  return [...capabilities].sort().join(' ');
}

/** The request as a key: its path and its query parameters in a fixed order, so `?a=1&b=2` and `?b=2&a=1` agree. */
function requestKey(c: Context<PortalApiEnv>): string {
  const url = new URL(c.req.url);
  url.searchParams.sort();
  return `${c.req.method} ${url.pathname}?${url.searchParams.toString()}`;
}

/** A kept answer's or value's key: the caller's capability set, and what is read (the request by default). */
function keyOf(c: Context<PortalApiEnv>, name = requestKey(c)): string {
  return `${capabilityKey(c.get('caller').capabilities)}\n${name}`;
}

/**
 * Serves a content read from the published read model: the answer of a route whose answer depends only on what is
 * published and on the caller's capabilities is built once per (route, arguments, capability set), kept ready, and
 * served to every caller with the same capabilities until the generation or the day changes. Every answer carries
 * an `ETag`; `If-None-Match` with it answers 304. Only 200 answers are kept; an editor's preview is never served
 * from, or kept in, the read model. Goes after `requirePortalUser` and the route's capability check.
 */
export const publishedRead: MiddlewareHandler<PortalApiEnv> = async (c, next) => {
  const generation = c.get('readModelGeneration');
  if (generation === undefined) return next();
  const shelf = shelfFor(c.get('payload'), generation, startOfTodayUtc());
  const key = keyOf(c);
  const ready = shelf.answers.get(key);
  if (ready) return answerJson(c, ready);
  const pending = shelf.building.get(key);
  if (pending) {
    const built = await pending;
    if (built) return answerJson(c, built);
    // The build this request waited for did not answer 200: this one runs the route itself.
    return next();
  }
  let settle: (answer: ReadyAnswer | undefined) => void = () => undefined;
  shelf.building.set(key, new Promise((resolve) => (settle = resolve)));
  try {
    await next();
    const response = c.res;
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/json')) {
      settle(undefined);
      return;
    }
    const answer: ReadyAnswer = { body: await response.text(), etag: '' };
    answer.etag = entityTag(answer.body);
    // Kept only while the shelf is still this request's: a change committed meanwhile started a new one.
    if (shelves.get(c.get('payload')) === shelf) shelf.answers.set(key, answer);
    settle(answer);
    c.res = answerJson(c, answer);
  } catch (error) {
    settle(undefined);
    throw error;
  } finally {
    shelf.building.delete(key);
  }
};

/**
 * The published part of an answer that also holds something of the caller's own, from the read model: built once
 * per (route, arguments, capability set) and generation like `publishedRead`'s answers. Undefined (the route's 404)
 * is never kept. The value is shared between requests: spread it, never change it.
 */
export async function readyValue<T extends object>(
  c: Context<PortalApiEnv>,
  build: () => Promise<T | undefined>,
  /** What the value is, when it is not this request's answer (a list several routes share); the request by default. */
  name?: string,
): Promise<T | undefined> {
  const generation = c.get('readModelGeneration');
  if (generation === undefined) return build();
  const shelf = shelfFor(c.get('payload'), generation, startOfTodayUtc());
  const key = keyOf(c, name);
  const ready = shelf.values.get(key);
  if (ready) return ready.value as T;
  const value = await build();
  if (value !== undefined && shelves.get(c.get('payload')) === shelf) shelf.values.set(key, { value });
  return value;
}
