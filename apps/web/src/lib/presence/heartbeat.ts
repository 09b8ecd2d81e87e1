import { PRESENCE_TIMINGS, type ConnectionQuality, type PresenceState } from '@app/shared/presence';

export type Beat = { state: PresenceState; quality: ConnectionQuality };

/**
 * When to tell the server: every 30 s while online, every 60 s otherwise, at once on a change,
 * and never more than once a second (a burst of changes becomes one heartbeat with the latest).
 */
export class HeartbeatScheduler {
  private current: Beat;
  private lastSentAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    initial: Beat,
    private readonly send: (beat: Beat) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.current = initial;
    this.schedule(0);
  }

  /** A new state or quality: sent now (or as soon as the one-a-second limit allows). */
  update(beat: Beat): void {
    if (beat.state === this.current.state && beat.quality === this.current.quality) return;
    this.current = beat;
    this.schedule(Math.max(0, this.lastSentAt + PRESENCE_TIMINGS.heartbeatThrottleMs - this.now()));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.beat(), delay);
  }

  private beat(): void {
    this.lastSentAt = this.now();
    this.send(this.current);
    const interval = this.current.state === 'online' ? PRESENCE_TIMINGS.heartbeatActiveMs : PRESENCE_TIMINGS.heartbeatIdleMs;
    this.schedule(interval);
  }
}
