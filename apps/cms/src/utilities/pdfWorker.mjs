// The worker thread that renders PDFs off the event loop (pdfThread.ts starts it). Plain JavaScript: a worker thread does not
// inherit the server's TypeScript loader, so it registers tsx itself and then loads the one renderer there is.
import { parentPort } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();
const { renderPdf } = await import('./textPdf.ts');

parentPort.on('message', async ({ id, title, lines }) => {
  try {
    parentPort.postMessage({ id, pdf: await renderPdf(title, lines) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
