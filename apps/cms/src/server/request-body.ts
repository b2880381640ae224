import type { IncomingMessage, ServerResponse } from 'node:http';

import { declaredBodyLength, declaredOver } from '../utilities/body-limits';

/** How long the rest of a refused body is read and discarded before the connection closes (as the Node adapter does). */
const DISCARD_MS = 500;

/**
 * After a refusal that left the body unread, the connection closes once the answer is out and the rest of the body
 * has had a moment to arrive: closing at once would reset it under a client still sending, and lose the answer.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  const close = () => {
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, DISCARD_MS);
    timer.unref();
  };
  if (res.writableFinished) close();
  else res.once('finish', close);
}

/** Whether the request declares a body over `maxBytes`: then it is refused before a byte of it is read. */
export function declaresTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  const transferEncoding = req.headers['transfer-encoding'];
  return declaredOver(declaredBodyLength(req.headers['content-length'], transferEncoding), maxBytes);
}

/**
 * Counts a body without a declared length as Node's parser hands it over, and passes it on unchanged, so that Next
 * reads the request itself. Past `maxBytes` nothing more is passed: whoever reads sees the body end there, `onOver`
 * runs once, and the rest is discarded as it arrives. Call it before anything reads the body.
 */
export function countBody(req: IncomingMessage, maxBytes: number, onOver: () => void): void {
  // A declared length bounds the body already (Node's parser reads no further); without either header there is none.
  if (req.headers['transfer-encoding'] === undefined) return;
  const push = req.push.bind(req);
  let seen = req.readableLength;
  let over = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return true;
    if (chunk === null) return push(null);
    seen += (chunk as Uint8Array).byteLength;
    if (seen <= maxBytes) return push(chunk, encoding);
    over = true;
    push(null);
    onOver();
    return true;
  };
}
