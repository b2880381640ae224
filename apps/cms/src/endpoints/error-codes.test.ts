import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ERROR_CODE_VALUES } from '@hcp/contracts/errors';
import { describe, expect, it } from 'vitest';

import { OPENAPI_FILE } from './write-openapi';

const KNOWN = new Set<string>(ERROR_CODE_VALUES);
const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Codes of success answers, which are no errors: the token check's 200 (the WordPress JWT plugin's answer). */
const SUCCESS_CODES = new Set(['jwt_auth_valid_token']);

type Schema = {
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const openApi = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApi;

/** The `code` values an answer's schema allows, following references and unions. */
function codesOf(schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (schema === undefined) return [];
  if (schema.$ref !== undefined) {
    if (seen.has(schema.$ref)) return [];
    seen.add(schema.$ref);
    return codesOf(openApi.components.schemas[schema.$ref.replace('#/components/schemas/', '')], seen);
  }
  const code = schema.properties?.code;
  const own = [...(code?.enum ?? []), ...(code?.const === undefined ? [] : [code.const])].map(String);
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...own, ...parts.flatMap((part) => codesOf(part, seen))];
}

/** Every code an error answer (4xx, 5xx) of the OpenAPI document may carry, with where it is documented. */
function documentedErrorCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const [route, operations] of Object.entries(openApi.paths))
    for (const [method, operation] of Object.entries(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        for (const media of Object.values(response.content ?? {}))
          for (const code of codesOf(media.schema)) codes.set(code, `${method.toUpperCase()} ${route} ${status}`);
      }
  return codes;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The code literals the server's sources answer with: the third argument of `errorResponse(c, status, 'code', …)`,
 * a `code: 'x_y'` property, and the values of a map of codes (`413: 'rest_upload_too_large'`).
 */
function sentCodes(): Map<string, string> {
  const patterns = [
    /errorResponse\(\s*[\w.]+,\s*[^,]+,\s*'([a-z_]+)'/g,
    /\bcode:\s*'([a-z]+(?:_[a-z]+)+)'/g,
    /^\s*[45]\d\d:\s*'([a-z]+(?:_[a-z]+)+)',?$/gm,
  ];
  const codes = new Map<string, string>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) codes.set(match[1] ?? '', path.relative(SOURCES, file));
  }
  return codes;
}

describe('ERROR_CODES', () => {
  it('is what the OpenAPI document gives as the error codes (run `npm run openapi` after changing it)', () => {
    expect(codesOf(openApi.components.schemas.ApiError).sort()).toEqual([...ERROR_CODE_VALUES].sort());
  });

  it('holds every code an error answer of the OpenAPI document may carry', () => {
    const documented = documentedErrorCodes();
    expect(documented.size).toBeGreaterThan(20);
    const unknown = [...documented].filter(([code]) => !KNOWN.has(code));
    expect(unknown).toEqual([]);
  });

  it('holds every code the server’s sources send', () => {
    const sent = sentCodes();
    // The scan finds codes written in each of its three ways; an empty scan would prove nothing.
    expect([...sent.keys()]).toEqual(
      expect.arrayContaining(['request_not_open', 'account_suspended', 'rest_upload_type_not_allowed']),
    );
    const unknown = [...sent].filter(([code]) => !KNOWN.has(code) && !SUCCESS_CODES.has(code));
    expect(unknown).toEqual([]);
  });

  it('has one name per code', () => {
    expect(new Set(ERROR_CODE_VALUES).size).toBe(ERROR_CODE_VALUES.length);
  });
});
