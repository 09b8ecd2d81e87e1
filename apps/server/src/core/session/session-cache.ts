import type { SessionIdentity } from './session-store';

/** Longer than the slowest presence heartbeat (60 s), so a signed-in page's heartbeats find their session here. */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 50_000;

/**
 * Who a session token belongs to, kept in memory so that a signed-in request does not pay a
 * database round trip (on PGlite that lookup was most of a game request's cost).
 *
 * Only enabled when this process owns the database (PGlite: one process per data folder), so
 * every session change goes through this process. `revokeAll()` is called after anything that
 * ends sessions (sign-out, password change or reset, account deletion) has committed; a lookup
 * that was already reading the database at that moment does not store its answer. An entry also
 * stops counting at its session's expiry and after five minutes in any case.
 */
export class SessionCache {
  private readonly entries = new Map<string, { identity: SessionIdentity; storedAt: number }>();
  private generation = 0;

  constructor(readonly enabled: boolean) {}

  get(tokenHash: string, now = Date.now()): SessionIdentity | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.storedAt > TTL_MS || entry.identity.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.identity;
  }

  /** Reads through the cache; `load` runs on a miss and its answer is kept unless revoked meanwhile. */
  async lookup(tokenHash: string, load: () => Promise<SessionIdentity | null>): Promise<SessionIdentity | null> {
    if (!this.enabled) return load();
    const cached = this.get(tokenHash);
    if (cached) return cached;
    const generation = this.generation;
    const identity = await load();
    if (identity && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(tokenHash, { identity, storedAt: Date.now() });
    }
    return identity;
  }

  /** Forgets every session: the next request of each user reads the database again. */
  revokeAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
