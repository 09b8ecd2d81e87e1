/** PostgreSQL's disk_full (53100) or the system's ENOSPC, also when a driver wraps it in `cause`. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC') return true;
  }
  return false;
}

/** How long after the last write that found the disk full `/api/health` still says so. */
export const DISK_FULL_REPORTED_MS = 60_000;

/**
 * Remembers when a write last found the database's disk full. Reads still succeed then, so a
 * `select 1` alone would call the database healthy while every insert that needs space fails.
 */
export class DiskFullWatch {
  private lastAt: number | undefined;
  constructor(private readonly now: () => number = Date.now) {}

  record(): void {
    this.lastAt = this.now();
  }

  isFull(): boolean {
    return this.lastAt !== undefined && this.now() - this.lastAt < DISK_FULL_REPORTED_MS;
  }
}
