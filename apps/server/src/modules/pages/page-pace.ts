export type PagePaceLimits = {
  /** Pages one client address gets at once without waiting. */
  burst: number;
  /** Beyond the burst, one page every so many milliseconds. */
  intervalMs: number;
};

/**
 * A browser asks for an entry page once per visit (the app then moves between screens itself), so
 * twenty at once and ten a second after that is more than players behind one address use.
 */
export const PAGE_PACE: PagePaceLimits = { burst: 20, intervalMs: 100 };

/** Addresses remembered at most; past that, those whose pages are all sent are forgotten. */
const ADDRESSES_AT_MOST = 10_000;

/**
 * How long a client address's next entry page waits, so that one client asking for pages as fast
 * as it can (however many connections) gets them at the pace above and the event loop stays free
 * for everyone else: a page answered at once only lets the client ask again at once. Each page
 * takes the next slot of its address (a generic cell rate: the burst may run ahead of the pace).
 */
export class PagePace {
  /** Per address: when its pages would be sent were they sent at the pace from the first. */
  private readonly due = new Map<string, number>();

  constructor(private readonly limits: PagePaceLimits = PAGE_PACE) {}

  /** Milliseconds the address's page waits (0: sent now); the page takes its slot. */
  wait(address: string, now = Date.now()): number {
    const { burst, intervalMs } = this.limits;
    if (!this.due.has(address) && this.due.size >= ADDRESSES_AT_MOST) this.forgetIdle(now);
    const due = Math.max(this.due.get(address) ?? now, now);
    this.due.set(address, due + intervalMs);
    return Math.max(0, due - now - (burst - 1) * intervalMs);
  }

  private forgetIdle(now: number): void {
    for (const [address, due] of this.due) if (due <= now) this.due.delete(address);
  }
}
