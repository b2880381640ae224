import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { APP_VERSION } from '@hcp/contracts/version';
import { describe, expect, it } from 'vitest';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = [
  'package.json',
  'packages/contracts/package.json',
  'apps/cms/package.json',
  'apps/portal/package.json',
];
const FILES = [...PACKAGES, 'package-lock.json', 'docs/api/openapi.json', 'packages/contracts/src/version.ts'];

type Manifest = { version?: string; dependencies?: Record<string, string> };

const readJson = (root: string, file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Every place a release's version is written down, by where it is. */
function writtenVersions(root: string): Record<string, string | undefined> {
  const versions: Record<string, string | undefined> = {};
  const lock = readJson(root, 'package-lock.json') as Manifest & { packages: Record<string, Manifest> };
  versions['package-lock.json'] = lock.version;
  for (const file of PACKAGES) {
    const manifest = readJson(root, file) as Manifest;
    const entry = lock.packages[path.dirname(file) === '.' ? '' : path.dirname(file)];
    versions[file] = manifest.version;
    versions[`package-lock.json ${file}`] = entry?.version;
    if (manifest.dependencies?.['@hcp/contracts'] !== undefined) {
      versions[`${file} @hcp/contracts`] = manifest.dependencies['@hcp/contracts'];
      versions[`package-lock.json ${file} @hcp/contracts`] = entry?.dependencies?.['@hcp/contracts'];
    }
  }
  const openApi = readJson(root, 'docs/api/openapi.json') as { info: { version: string } };
  versions['docs/api/openapi.json'] = openApi.info.version;
  versions['version.ts'] = /APP_VERSION = '([^']*)'/.exec(
    readFileSync(path.join(root, 'packages/contracts/src/version.ts'), 'utf8'),
  )?.[1];
  return versions;
}

const allOf = (versions: Record<string, string | undefined>, version: string) =>
  Object.fromEntries(Object.keys(versions).map((place) => [place, version]));

describe('the release version', () => {
  it('is APP_VERSION in every package.json, the lock file and the OpenAPI document (`npm run version:bump`)', () => {
    const versions = writtenVersions(REPOSITORY);
    expect(Object.keys(versions).length).toBeGreaterThanOrEqual(12);
    expect(versions).toEqual(allOf(versions, APP_VERSION));
  });

  it('moves everywhere at once with the bump script', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'hcp-version-'));
    try {
      for (const file of [...FILES, 'scripts/bump-version.mjs']) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        cpSync(path.join(REPOSITORY, file), path.join(copy, file));
      }
      execFileSync(process.execPath, [path.join(copy, 'scripts/bump-version.mjs'), '98.7.6'], { stdio: 'pipe' });
      const versions = writtenVersions(copy);
      expect(versions).toEqual(allOf(versions, '98.7.6'));
      expect(() =>
        execFileSync(process.execPath, [path.join(copy, 'scripts/bump-version.mjs'), 'next'], { stdio: 'pipe' }),
      ).toThrow();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
