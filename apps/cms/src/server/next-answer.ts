import type { ServerResponse } from 'node:http';

/**
 * What the gate may do to Next's answer after it has handed Next the request: rewrite its body before anything is sent
 * (`rewrite`), or answer in Next's place and drop whatever Next writes after (`answerInstead`). Set up before Next
 * sees the response, so that whatever Next and its compression wrap is these methods.
 */
export type NextAnswer = {
  /** Writes the gate's own answer, unless Next has sent its headers already; everything Next writes after is dropped. */
  answerInstead: (answer: (res: ServerResponse) => void) => boolean;
};

type Method = (...args: unknown[]) => unknown;
const OVERRIDDEN = [
  'writeHead',
  'setHeader',
  'appendHeader',
  'removeHeader',
  'flushHeaders',
  'write',
  'end',
  'destroy',
] as const;
type MethodName = (typeof OVERRIDDEN)[number];
type Mode = 'forward' | 'hold' | 'drop';

/** The callback a write or end was given, if any (always the last argument). */
function callbackOf(args: unknown[]): (() => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as () => void) : undefined;
}

function chunkOf(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : undefined;
}

/** A held writeHead's status, message and headers, applied to the response as setHeader would. */
function applyHead(res: ServerResponse, args: unknown[]): void {
  const [status, ...rest] = args;
  if (typeof status === 'number') res.statusCode = status;
  if (typeof rest[0] === 'string') res.statusMessage = rest[0];
  const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
  if (Array.isArray(headers)) {
    // writeHead's flat form: name, value, name, value…
    for (let index = 0; index + 1 < headers.length; index += 2)
      res.appendHeader(String(headers[index]), String(headers[index + 1]));
  } else if (headers) {
    for (const [name, value] of Object.entries(headers as Record<string, string | number | string[] | undefined>))
      if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Takes charge of `res` on Next's behalf. With `rewrite`, Next's whole answer is held (it is small: an auth answer)
 * and sent once it ends, its body passed through `rewrite` and its length counted again.
 */
export function takeChargeOfAnswer(res: ServerResponse, rewrite?: (body: Buffer) => Buffer): NextAnswer {
  const methods = res as unknown as Record<MethodName, Method>;
  const own = Object.fromEntries(OVERRIDDEN.map((name) => [name, methods[name].bind(res)])) as Record<
    MethodName,
    Method
  >;
  let mode: Mode = rewrite ? 'hold' : 'forward';
  // The gate's own writes, while it answers or sends the held answer, always pass.
  let gateWriting = false;
  const passes = () => gateWriting || mode === 'forward';
  const held: Buffer[] = [];

  const override = (name: MethodName, whenNot: (args: unknown[]) => unknown) => {
    methods[name] = (...args: unknown[]) => (passes() ? own[name](...args) : whenNot(args));
  };
  const passOrDrop = (args: unknown[], name: MethodName) => (mode === 'hold' ? own[name](...args) : res);
  override('setHeader', (args) => passOrDrop(args, 'setHeader'));
  override('appendHeader', (args) => passOrDrop(args, 'appendHeader'));
  override('removeHeader', (args) => (mode === 'hold' ? own.removeHeader(...args) : undefined));
  override('writeHead', (args) => {
    if (mode === 'hold') applyHead(res, args);
    return res;
  });
  override('flushHeaders', () => undefined);
  override('destroy', (args) => (mode === 'hold' ? own.destroy(...args) : res));
  override('write', (args) => {
    if (mode === 'hold') {
      const chunk = chunkOf(args[0], args[1]);
      if (chunk) held.push(chunk);
    }
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  });
  override('end', (args) => {
    const callback = callbackOf(args);
    if (mode === 'drop' || !rewrite) {
      if (callback) process.nextTick(callback);
      return res;
    }
    const chunk = chunkOf(args[0], args[1]);
    if (chunk) held.push(chunk);
    const body = rewrite(Buffer.concat(held));
    gateWriting = true;
    res.setHeader('Content-Length', body.byteLength);
    return own.end(body, callback);
  });

  return {
    answerInstead(answer) {
      if (res.headersSent) return false;
      gateWriting = true;
      try {
        answer(res);
      } finally {
        gateWriting = false;
        mode = 'drop';
      }
      return true;
    },
  };
}
