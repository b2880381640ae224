/** True when `published` is a later x.y.z version than `running`. */
export function isNewerVersion(published: string, running: string): boolean {
  const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parse(published), parse(running)];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

const RELOADED_FOR_KEY = 'hcp-portal.reloaded-for-version';

export type VersionCheckDeps = {
  running: string;
  fetchPublished: () => Promise<unknown>;
  clearCaches: () => Promise<void>;
  reload: () => void;
  session: Pick<Storage, 'getItem' | 'setItem'>;
};

/**
 * Compares the published version (meta.json) with the running one. A newer one clears the caches and reloads, once
 * per version, so a stale cache can never cause a reload loop. A failed check counts as up to date (spec section 8).
 */
export async function checkForNewVersion(deps: VersionCheckDeps): Promise<'up-to-date' | 'reloading'> {
  let published: unknown;
  try {
    published = await deps.fetchPublished();
  } catch {
    return 'up-to-date';
  }
  const version = (published as { version?: unknown } | null)?.version;
  if (typeof version !== 'string' || !isNewerVersion(version, deps.running)) return 'up-to-date';
  if (deps.session.getItem(RELOADED_FOR_KEY) === version) return 'up-to-date';
  deps.session.setItem(RELOADED_FOR_KEY, version);
  await deps.clearCaches().catch(() => undefined);
  deps.reload();
  return 'reloading';
}

/** The version the server publishes now (`/meta.json`), past every cache. */
export async function fetchPublishedVersion(): Promise<unknown> {
  const response = await fetch(`/meta.json?t=${String(Date.now())}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`meta.json answered ${String(response.status)}`);
  return (await response.json()) as unknown;
}
