/**
 * SQLite allows one writer at a time. The process takes turns itself (sqlite-client.ts): a transaction holds this lock
 * from its begin to its commit or rollback, and a write outside any transaction holds it for its statement. Reads
 * never wait. A write that cannot have the lock within its limit is refused (`WriteLockTimeout`, a 503 to the caller):
 * it never goes ahead without it, since a write beside an open transaction is what loses acknowledged rows.
 */
export class WriteLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  /** Waits for the lock, at most `waitMs`; answers its release, or rejects with `WriteLockTimeout`. */
  async acquire(waitMs: number, what = 'write'): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return this.releaser();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new WriteLockTimeout(what, waitMs));
      }, waitMs);
      this.waiting.push(grant);
    });
  }

  /** Whether a write holds the lock now. */
  get busy(): boolean {
    return this.held;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held = false;
    };
  }
}

/** A write waited its whole limit for the lock: the database is busy, the caller should try again shortly. */
export class WriteLockTimeout extends Error {
  readonly code = 'SQLITE_BUSY';
  constructor(what: string, waitMs: number) {
    super(`SQLite ${what} waited ${String(waitMs)} ms for the write lock and was refused`);
    this.name = 'WriteLockTimeout';
  }
}

/** Longest wait for the write lock before a write is refused with a 503. */
export const WRITE_LOCK_WAIT_MS = 10_000;
