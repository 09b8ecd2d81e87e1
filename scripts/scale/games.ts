/** Whole games played through nginx, and one game started on one process and finished on the other. */
import type { GameBoardResponse, GamesListResponse } from '@app/shared/contracts/games';
import { isGameOver } from '@app/shared/game/results';
import { signUp } from '../support/api';
import type { Cluster } from './cluster';
import { act, newGame, percentile, playableCategories, replay, sameJson, wholeGame } from './play';
import { check } from './report';

const PLAYERS = 4;
const CATEGORIES = 6;

export async function wholeGamesThroughNginx(cluster: Cluster): Promise<void> {
  const latencies: number[] = [];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: PLAYERS }, async () => {
      const player = await signUp(cluster.nginxUrl);
      const game = await newGame(player, await playableCategories(player, CATEGORIES));
      const actions = wholeGame(game.state);
      const versions: number[] = [];
      let refused = 0;
      for (const action of actions) {
        const sent = performance.now();
        const answer = await act(player, game.id, action);
        latencies.push(performance.now() - sent);
        if (answer.status === 200) versions.push(answer.version!);
        else refused++;
      }
      const { game: board } = await player.expect<GameBoardResponse>(200, 'GET', `/api/games/${game.id}`);
      const { games } = await player.expect<GamesListResponse>(200, 'GET', '/api/games');
      return {
        actions: actions.length,
        refused,
        inOrder: versions.every((version, i) => version === game.version + i + 1),
        sameState: sameJson(board.state, replay(game.state, actions)) && board.version === game.version + actions.length,
        over: isGameOver(board.state),
        listedFinished: games.find((g) => g.id === game.id)?.finished === true,
      };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const actions = results.reduce((sum, r) => sum + r.actions, 0);
  check(
    results.every((r) => r.refused === 0 && r.inOrder),
    `${PLAYERS} players each played a whole ${CATEGORIES}-category game through nginx, every action accepted in order`,
    `${actions} actions in ${seconds.toFixed(1)} s, p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms`,
  );
  check(
    results.every((r) => r.sameState && r.over && r.listedFinished),
    'each final board equals the actions replayed with the shared rules, the game is over and listed as finished',
  );
}

export async function gameAcrossProcesses(cluster: Cluster): Promise<void> {
  const onFirst = await signUp(cluster.servers[0]!.url);
  const onSecond = onFirst.via(cluster.servers[1]!.url);
  const game = await newGame(onFirst, await playableCategories(onFirst, 2));
  const actions = wholeGame(game.state);
  const half = Math.floor(actions.length / 2);
  const statuses: number[] = [];
  for (const action of actions.slice(0, half)) statuses.push((await act(onFirst, game.id, action)).status);
  const { game: seenBySecond } = await onSecond.expect<GameBoardResponse>(200, 'GET', `/api/games/${game.id}`);
  check(
    seenBySecond.version === game.version + half && sameJson(seenBySecond.state, replay(game.state, actions.slice(0, half))),
    'a game started through process 1 is seen by process 2 exactly as process 1 left it',
    `version ${seenBySecond.version} after ${half} actions on process 1`,
  );
  for (const action of actions.slice(half)) statuses.push((await act(onSecond, game.id, action)).status);
  const { game: seenByFirst } = await onFirst.expect<GameBoardResponse>(200, 'GET', `/api/games/${game.id}`);
  check(
    statuses.every((s) => s === 200) &&
      seenByFirst.version === game.version + actions.length &&
      sameJson(seenByFirst.state, replay(game.state, actions)) &&
      isGameOver(seenByFirst.state),
    'continued through process 2 to the end: process 1 then shows the finished game with every action',
    `${half} actions on process 1, ${actions.length - half} on process 2, final version ${seenByFirst.version}`,
  );
}
