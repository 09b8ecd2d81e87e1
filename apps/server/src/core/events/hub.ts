import { EVENTS_CHANNEL, type ServerEvent } from '@app/shared/contracts/events';
import type { TvClock } from '@app/shared/contracts/tv';
import type { Database } from '../../db/client';

type Subscriber = {
  userId: number | null;
  send: (event: ServerEvent) => void;
  /** Some sessions of this subscriber's user ended: the stream checks whether its own did. */
  onSessionsEnded?: () => void;
  /** A TV's stream (DECISIONS.md 25) hears only its game's changes and its pairing's end. */
  tv?: { gameId: number; pairingId: number; onGameChanged: (version: number) => void; onRevoked: () => void; onClock?: (clock: TvClock) => void };
  /** A stream watching one game (a TV, a phone, the host console): its changes and its buzzers' (DECISIONS.md 26). */
  game?: { gameId: number; onGameChanged?: (version: number) => void; onBuzzersChanged: () => void };
  /** Events may have been missed (LISTEN was away): read the state again and send it. */
  resync?: () => void;
};

/** One LISTEN per process, fanned out to this process's open streams. */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(private readonly database: Database) {
    // Events published while the LISTEN connection was away never arrive: once it listens again,
    // every open stream reads its state again, so no TV or phone keeps showing an old one.
    database.onListenStatus((status) => {
      if (status === 'restored') this.resync();
    });
  }

  /** Asks every open stream to read its state again. */
  resync(): void {
    for (const subscriber of this.subscribers) subscriber.resync?.();
  }

  async subscribe(subscriber: Subscriber): Promise<() => void> {
    // Subscribed once per process; a failed first attempt (database away) is tried again next time.
    this.listening ??= this.database.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload)).catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    await this.listening;
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private dispatch(payload: string): void {
    let event: ServerEvent;
    try {
      event = JSON.parse(payload) as ServerEvent;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers) {
      const { tv, game } = subscriber;
      if (event.type === 'game_changed') {
        if (tv?.gameId === event.gameId) tv.onGameChanged(event.version);
        if (game?.gameId === event.gameId) game.onGameChanged?.(event.version);
        continue;
      }
      if (event.type === 'buzzers_changed') {
        if (game?.gameId === event.gameId) game.onBuzzersChanged();
        continue;
      }
      if (event.type === 'game_clock') {
        if (tv?.gameId === event.gameId) tv.onClock?.({ questionId: event.questionId, elapsedMs: event.elapsedMs, running: event.running, phone: event.phone ?? null });
        continue;
      }
      if (event.type === 'tv_revoked') {
        if (tv?.pairingId === event.pairingId) tv.onRevoked();
        continue;
      }
      if (tv || game) continue;
      if (event.type === 'sessions_ended') {
        if (event.userId === subscriber.userId) subscriber.onSessionsEnded?.();
        continue;
      }
      if ((event.type === 'points' || event.type === 'notice' || event.type === 'gift_received') && event.userId !== subscriber.userId) continue;
      subscriber.send(event);
    }
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    if (this.listening) await (await this.listening)();
  }
}
