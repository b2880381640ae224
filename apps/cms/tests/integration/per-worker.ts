/**
 * A value that lives as long as the test worker, not one test file. A worker's files share one process (`isolate:
 * false`), and setup-env.ts gives each file fresh copies of the modules; the copies find the same value here, such as
 * the mailbox the SMTP server started by the worker's first file delivers into.
 */
export function perWorker<T>(name: string, create: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`hcp.integration.${name}`);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
