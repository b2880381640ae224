import { Worker } from 'node:worker_threads';

import type { PdfLine } from './textPdf';

type Waiting = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Answer = { id: number; pdf?: Uint8Array; error?: string };

/** Named apart from `new URL(…)`: a bundler that sees a literal there would take the worker for an asset to inline. */
const THREAD_FILE = './pdfWorker.mjs';

let thread: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  thread = undefined;
}

/** The one PDF thread, started on first use and kept; it keeps the process alive only while a PDF is on its way. */
function pdfThread(): Worker {
  if (thread) return thread;
  const started = new Worker(new URL(THREAD_FILE, import.meta.url));
  started.on('message', ({ id, pdf, error }: Answer) => {
    const request = waiting.get(id);
    if (!request) return;
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (pdf) request.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    else request.reject(new Error(`The PDF could not be rendered: ${error ?? 'no answer'}`));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => {
    if (thread === started) failAll(new Error(`The PDF thread stopped (exit ${String(code)}).`));
  });
  thread = started;
  return started;
}

/**
 * `renderPdf` on a worker thread: a CPD log of a few hundred entries takes 30 to 140 ms to render, which on the event
 * loop would hold every other request up that long (docs/reliability.md, "The event loop").
 */
export function renderPdfOffThread(title: string, lines: PdfLine[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId;
    nextId += 1;
    waiting.set(id, { resolve, reject });
    const worker = pdfThread();
    worker.ref();
    worker.postMessage({ id, title, lines });
  });
}
