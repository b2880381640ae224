/** The PostgreSQL database of one integration-test worker: the suite's database name and the worker's number. */
export function workerDatabaseName(base: string, worker: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(base) || !/^\d+$/.test(worker))
    throw new Error(`Unexpected database name ${base} or worker ${worker}.`);
  return `${base}_w${worker}`;
}
