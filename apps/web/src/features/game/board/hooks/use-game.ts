import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { GameAction } from '@app/shared/game/actions';
import { gameQueryOptions } from '../api/get-game';
import {
  dispatchGameAction,
  displayedState,
  knownVersion,
  queueSnapshot,
  subscribeQueue,
  type ActionOutcome,
  type DispatchOptions,
} from '../utils/action-queue';

const noop = () => () => {};

/**
 * A game as every game screen sees it: the board from the server plus the optimistic changes
 * still on their way, and `dispatch` to change it through the shared rules.
 */
export function useGame(gameId: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: gameId !== null });
  // The queue lives in this page only: on the server, and in the page the app takes over, it is empty.
  const snapshot = useSyncExternalStore(
    gameId === null ? noop : (listener) => subscribeQueue(gameId, listener),
    () => queueSnapshot(gameId ?? 0),
    () => queueSnapshot(gameId ?? 0),
  );
  const state = useMemo(() => (query.data ? displayedState(query.data, snapshot) : undefined), [query.data, snapshot]);
  const dispatch = useCallback(
    (action: GameAction, options: DispatchOptions = {}): Promise<ActionOutcome> =>
      gameId === null ? Promise.resolve({ ok: false, code: 'not_loaded' }) : dispatchGameAction(client, gameId, action, options),
    [client, gameId],
  );
  const version = query.data ? knownVersion(query.data, snapshot) : null;
  return { query, game: query.data, state, version, dispatch, pendingCount: snapshot.pending.length };
}

export type GameDispatch = ReturnType<typeof useGame>['dispatch'];
