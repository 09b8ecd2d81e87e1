import type { QueryClient } from '@tanstack/react-query';
import type { GameBoard } from '@app/shared/contracts/games';
import type { GameAction } from '@app/shared/game/actions';
import { applyAction } from '@app/shared/game/apply-action';
import type { GameState } from '@app/shared/game/state';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import { connection } from '@/lib/connection-status';
import { reconnectDelay } from '@/lib/live-stream';
import { gameKey } from '../api/get-game';
import { postGameAction } from '../api/game-actions';

export type ActionOutcome = { ok: true; state: GameState } | { ok: false; code: string; error?: unknown };

type Entry = { action: GameAction; optimistic: boolean; expectedVersion?: number; resolve: (outcome: ActionOutcome) => void };

export type DispatchOptions = {
  /** Shown at once (default), or only once the server has applied it. */
  optimistic?: boolean;
  /** Applies only to this version of the game: the server refuses it if anything changed since. */
  expectedVersion?: number;
};

/** What the screens read: the last state the server confirmed and the actions still on their way. */
export type QueueSnapshot = {
  readonly confirmed: { readonly state: GameState; readonly version: number } | null;
  readonly pending: readonly Entry[];
};

type Slot = { snapshot: QueueSnapshot; running: boolean; listeners: Set<() => void> };

const EMPTY: QueueSnapshot = { confirmed: null, pending: [] };
const slots = new Map<number, Slot>();

function slotOf(gameId: number): Slot {
  let slot = slots.get(gameId);
  if (!slot) {
    slot = { snapshot: EMPTY, running: false, listeners: new Set() };
    slots.set(gameId, slot);
  }
  return slot;
}

function update(gameId: number, change: (snapshot: QueueSnapshot) => QueueSnapshot): void {
  const slot = slotOf(gameId);
  slot.snapshot = change(slot.snapshot);
  for (const listener of slot.listeners) listener();
}

export function subscribeQueue(gameId: number, listener: () => void): () => void {
  const slot = slotOf(gameId);
  slot.listeners.add(listener);
  return () => slot.listeners.delete(listener);
}

export function queueSnapshot(gameId: number): QueueSnapshot {
  return slots.get(gameId)?.snapshot ?? EMPTY;
}

/**
 * The state to show: the newest server state (the loaded board or the last action's answer,
 * whichever has the higher version) with the optimistic actions still in flight replayed on
 * top through the same rules the server runs. A replay the rules refuse is simply skipped.
 */
export function displayedState(board: GameBoard, snapshot: QueueSnapshot): GameState {
  const base = snapshot.confirmed && snapshot.confirmed.version >= board.version ? snapshot.confirmed.state : board.state;
  return snapshot.pending.reduce((state, entry) => {
    if (!entry.optimistic) return state;
    const result = applyAction(state, entry.action);
    return result.ok ? result.state : state;
  }, base);
}

/**
 * Sends one action. It is checked locally first (a refused action is never sent), shown at once
 * when optimistic, and sent in order after the actions before it. Without a connection it waits
 * in line and goes when the connection returns. When the server refuses it, the change
 * disappears without a message (the spec's silent revert) and the board is read again so the
 * screen matches the server.
 */
export function dispatchGameAction(
  client: QueryClient,
  gameId: number,
  action: GameAction,
  { optimistic = true, expectedVersion }: DispatchOptions = {},
): Promise<ActionOutcome> {
  const board = client.getQueryData<GameBoard>(gameKey(gameId));
  if (!board) return Promise.resolve({ ok: false, code: 'not_loaded' });
  const local = applyAction(displayedState(board, queueSnapshot(gameId)), action);
  if (!local.ok) return Promise.resolve({ ok: false, code: local.code });
  return new Promise((resolve) => {
    update(gameId, (snapshot) => ({ ...snapshot, pending: [...snapshot.pending, { action, optimistic, expectedVersion, resolve }] }));
    void drain(client, gameId);
  });
}

async function drain(client: QueryClient, gameId: number): Promise<void> {
  const slot = slotOf(gameId);
  if (slot.running) return;
  slot.running = true;
  try {
    let attempt = 0;
    for (let entry = slot.snapshot.pending[0]; entry; entry = slot.snapshot.pending[0]) {
      let outcome: ActionOutcome;
      try {
        const { state, version } = await postGameAction(gameId, entry.action, entry.expectedVersion);
        connection.reportSuccess();
        attempt = 0;
        outcome = { ok: true, state };
        update(gameId, (snapshot) => ({ confirmed: { state, version }, pending: snapshot.pending.slice(1) }));
        client.setQueryData<GameBoard>(gameKey(gameId), (board) =>
          board && board.version <= version ? { ...board, state, version } : board,
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === NETWORK_ERROR) {
          // Offline: the action stays first in line and goes when the connection is back, in order.
          connection.reportFailure();
          await connection.backOnline(reconnectDelay(attempt++));
          if (slots.get(gameId) !== slot) return; // forgotten meanwhile (a reset, a test)
          continue;
        }
        outcome = { ok: false, code: error instanceof ApiError ? error.code : 'unknown', error };
        update(gameId, (snapshot) => ({ ...snapshot, pending: snapshot.pending.slice(1) }));
        void client.invalidateQueries({ queryKey: gameKey(gameId) });
      }
      entry.resolve(outcome);
    }
  } finally {
    slot.running = false;
  }
}

/** The newest version of the game this screen knows: the loaded board's or the last confirmed action's. */
export function knownVersion(board: GameBoard, snapshot: QueueSnapshot): number {
  return Math.max(board.version, snapshot.confirmed?.version ?? 0);
}

/** Forget everything held for a game (tests, and after a reset elsewhere). */
export function clearGameQueue(gameId?: number): void {
  if (gameId === undefined) slots.clear();
  else slots.delete(gameId);
}
