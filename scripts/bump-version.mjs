// `npm run version:bump -- <x.y.z>`: sets the release everywhere it is written down (docs/deploy.md, "Releases").
// APP_VERSION in packages/contracts/src/version.ts is the source the code reads; npm needs a copy in each
// package.json and the lock file, and the committed OpenAPI document carries it too. This writes all of them at once;
// apps/cms/src/release-version.test.ts fails when one differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files that hold the version besides version.ts, relative to the repository root. */
export const PACKAGE_FILES = [
  'package.json',
  'packages/contracts/package.json',
  'apps/cms/package.json',
  'apps/portal/package.json',
];
export const VERSION_FILE = 'packages/contracts/src/version.ts';
export const OPENAPI_FILE = 'docs/api/openapi.json';
export const LOCK_FILE = 'package-lock.json';
const WORKSPACE = '@hcp/contracts';
const VERSION_LINE = /export const APP_VERSION = '([^']*)';/;

const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const writeJson = (root, file, value, indent = 2) =>
  writeFileSync(path.join(root, file), `${JSON.stringify(value, null, indent)}\n`);

/** The version version.ts holds. */
export function appVersion(root) {
  const match = VERSION_LINE.exec(readFileSync(path.join(root, VERSION_FILE), 'utf8'));
  if (!match) throw new Error(`${VERSION_FILE} has no APP_VERSION line`);
  return match[1];
}

/** Writes `version` into version.ts, every package.json (and their @hcp/contracts dependency), the lock file and OpenAPI. */
export function bumpVersion(root, version) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`Not a version (x.y.z): ${version}`);
  const versionFile = path.join(root, VERSION_FILE);
  writeFileSync(
    versionFile,
    readFileSync(versionFile, 'utf8').replace(VERSION_LINE, `export const APP_VERSION = '${version}';`),
  );
  for (const file of PACKAGE_FILES) {
    const manifest = readJson(root, file);
    manifest.version = version;
    if (manifest.dependencies?.[WORKSPACE] !== undefined) manifest.dependencies[WORKSPACE] = version;
    writeJson(root, file, manifest);
  }
  const lock = readJson(root, LOCK_FILE);
  lock.version = version;
  for (const file of PACKAGE_FILES) {
    const entry = lock.packages[path.dirname(file) === '.' ? '' : path.dirname(file)];
    if (!entry) continue;
    entry.version = version;
    if (entry.dependencies?.[WORKSPACE] !== undefined) entry.dependencies[WORKSPACE] = version;
  }
  writeJson(root, LOCK_FILE, lock);
  const openApi = readJson(root, OPENAPI_FILE);
  openApi.info.version = version;
  writeJson(root, OPENAPI_FILE, openApi);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = process.argv[2];
  if (!version) {
    console.error('Usage: npm run version:bump -- <x.y.z>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const before = appVersion(root);
  bumpVersion(root, version);
  console.log(`${before} -> ${version}: version.ts, ${PACKAGE_FILES.join(', ')}, ${LOCK_FILE}, ${OPENAPI_FILE}`);
}
