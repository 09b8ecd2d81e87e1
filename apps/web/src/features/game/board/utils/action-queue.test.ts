import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameAction } from '@app/shared/game/actions';
import { deferred, fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { mockApi } from '@/test/render';
import { gameKey } from '../api/get-game';
import { clearGameQueue, dispatchGameAction, displayedState, queueSnapshot } from './action-queue';

afterEach(() => {
  clearGameQueue();
  vi.unstubAllGlobals();
});

function setup() {
  const server = fakeGameServer(makeBoard());
  const client = new QueryClient();
  client.setQueryData(gameKey(42), server.board);
  const shown = () => displayedState(client.getQueryData(gameKey(42))!, queueSnapshot(42));
  const send = (action: GameAction, optimistic = true) => dispatchGameAction(client, 42, action, { optimistic });
  return { server, client, shown, send };
}

describe('game action queue', () => {
  it('shows optimistic changes at once and sends them one after another, in order', async () => {
    const { server, shown, send } = setup();
    const gate = deferred();
    const post = server.handlers['POST /api/games/42/actions']!;
    const order: string[] = [];
    mockApi({
      'POST /api/games/42/actions': async (request) => {
        const { action } = request.body as { action: GameAction };
        order.push(action.type === 'adjustScore' ? `${action.direction}` : action.type);
        if (order.length === 1) await gate.promise;
        return post(request);
      },
    });
    const first = send({ type: 'adjustScore', team: 0, direction: 'plus' });
    const second = send({ type: 'adjustScore', team: 0, direction: 'minus' });
    const third = send({ type: 'adjustScore', team: 0, direction: 'plus' });
    expect(shown().teams[0].score).toBe(200);
    await Promise.resolve();
    expect(order).toEqual(['plus']);
    gate.resolve();
    expect((await first).ok && (await second).ok && (await third).ok).toBe(true);
    expect(order).toEqual(['plus', 'minus', 'plus']);
    expect(server.board.state.teams[0].score).toBe(200);
    expect(shown().teams[0].score).toBe(200);
    expect(queueSnapshot(42).pending).toHaveLength(0);
  });

  it('never sends what the rules refuse locally', async () => {
    const { server, send } = setup();
    const calls = mockApi(server.handlers);
    expect(await send({ type: 'useDouble', team: 1 })).toMatchObject({ ok: true });
    expect(await send({ type: 'useDouble', team: 1 })).toEqual({ ok: false, code: 'double_used' });
    expect(await send({ type: 'adjustScore', team: 0, direction: 'minus' })).toEqual({ ok: false, code: 'score_at_zero' });
    expect(calls).toHaveLength(1);
  });

  it('keeps a non-optimistic action off the screen until the server confirms it', async () => {
    const { server, shown, send } = setup();
    const gate = deferred();
    const post = server.handlers['POST /api/games/42/actions']!;
    mockApi({ 'POST /api/games/42/actions': async (request) => (await gate.promise, post(request)) });
    const answer = send({ type: 'answer', questionId: 101, team: 'team2' }, false);
    expect(shown().teams[1].score).toBe(0);
    gate.resolve();
    const outcome = await answer;
    expect(outcome.ok && outcome.state.teams[1].score).toBe(200);
    expect(shown().teams[1].score).toBe(200);
    expect(shown().categories[0]!.questions[0]!.answered).toBe(true);
  });

  it('drops a refused change and reads the board again', async () => {
    const { server, client, shown, send } = setup();
    server.failNext('toggleTurn', 409, 'conflict');
    mockApi(server.handlers);
    const refetch = vi.spyOn(client, 'invalidateQueries');
    const outcome = await send({ type: 'toggleTurn' });
    expect(outcome).toMatchObject({ ok: false, code: 'conflict' });
    expect(shown().currentTeam).toBe(0);
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['game', 42] });
  });
});
