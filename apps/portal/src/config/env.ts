/** The JSON API root every call is relative to (spec section 7); a build setting, checked once here. */
function apiRootOf(value: unknown): string {
  const root = typeof value === 'string' && value !== '' ? value : '/json/';
  if (!root.startsWith('/')) throw new Error(`VITE_API_ROOT must be a path starting with "/", not "${root}".`);
  return root.endsWith('/') ? root : `${root}/`;
}

declare global {
  /**
   * Whether the portal checks every API answer against the contract's schema (an endpoint's `responseSchema`): true in
   * development and tests, false in a production build, which trusts the typed contract and so leaves zod and the
   * schemas out of its code (issue 16, docs/performance.md). A constant the build writes into each file
   * (vite.config.ts, vitest.config.ts), not a value read here: only then does the build drop the schemas it guards.
   */
  const __CHECK_API_ANSWERS__: boolean;
}

/** The portal's build-time configuration; the only reader of import.meta.env. */
export const env = {
  apiRoot: apiRootOf(import.meta.env.VITE_API_ROOT),
  /** A production build: the version check and the service worker run only there. */
  production: import.meta.env.PROD,
} as const;
