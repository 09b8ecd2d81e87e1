export type RenderLimits = {
  /** Renders of one session: at once, and in a minute (a window opened by its first render). */
  perSession: { atOnce: number; perMinute: number };
  /**
   * Renders for one client address at once. Not counted by the minute: players behind one address
   * (a venue, a school) each open their pages, and one client's share of the threads is what matters.
   */
  perAddress: { atOnce: number };
};

/**
 * A player opens an entry page a few times a visit (the app then moves between screens itself): one
 * at a time and ten a minute is plenty. A page beyond a limit is sent as the shell, which the app
 * fills in itself.
 */
export const RENDER_LIMITS: RenderLimits = { perSession: { atOnce: 1, perMinute: 10 }, perAddress: { atOnce: 3 } };

const MINUTE_MS = 60_000;
/** Sessions remembered at most; past that, those whose minute is over and that render nothing are forgotten. */
const SESSIONS_AT_MOST = 10_000;

/**
 * Who may have a signed-in page rendered now (the rest get the shell), so that one client cannot
 * take the render threads: counted in this process's memory, like the threads themselves.
 */
export class RenderAllowance {
  private readonly sessions = new Map<string, { windowStart: number; inWindow: number; atOnce: number }>();
  private readonly addresses = new Map<string, number>();

  constructor(private readonly limits: RenderLimits = RENDER_LIMITS) {}

  /** Counts a render for the session and the address and returns what ends it; null (nothing counted) when either is at its limit. */
  take(sessionId: string, address: string, now = Date.now()): (() => void) | null {
    const { perSession, perAddress } = this.limits;
    let session = this.sessions.get(sessionId);
    if (session && now - session.windowStart >= MINUTE_MS) {
      session.windowStart = now;
      session.inWindow = 0;
    }
    const addressAtOnce = this.addresses.get(address) ?? 0;
    if (session && (session.atOnce >= perSession.atOnce || session.inWindow >= perSession.perMinute)) return null;
    if (addressAtOnce >= perAddress.atOnce) return null;
    if (!session) {
      if (this.sessions.size >= SESSIONS_AT_MOST) this.forgetIdleSessions(now);
      session = { windowStart: now, inWindow: 0, atOnce: 0 };
      this.sessions.set(sessionId, session);
    }
    session.inWindow++;
    session.atOnce++;
    this.addresses.set(address, addressAtOnce + 1);
    const counted = session;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      counted.atOnce--;
      const left = (this.addresses.get(address) ?? 1) - 1;
      if (left > 0) this.addresses.set(address, left);
      else this.addresses.delete(address);
    };
  }

  private forgetIdleSessions(now: number): void {
    for (const [id, session] of this.sessions) {
      if (session.atOnce === 0 && now - session.windowStart >= MINUTE_MS) this.sessions.delete(id);
    }
  }
}
