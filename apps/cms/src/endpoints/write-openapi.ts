/* Writes docs/api/openapi.json from the portal API's routes; `npm run openapi`. A unit test keeps it current. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { openApiDocument } from './app';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/api/openapi.json',
);

export function renderOpenApi(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
}
