/**
 * Concurrent actions on one game, split across both processes: every acknowledged action is in
 * the saved game exactly once, in the order of the versions the server answered, and a lifeline or
 * a tile is used once however many presses race for it.
 */
import type { GameAction } from '@app/shared/game/actions';
import type { GameState } from '@app/shared/game/state';
import { signUp } from '../support/api';
import type { Cluster } from './cluster';
import { query } from './database';
import { act, newGame, playableCategories, replay, sameJson, type ActionAnswer } from './play';
import { check } from './report';

const SCORE_PRESSES = 120;
const RACING_PRESSES = 16;
const IN_FLIGHT_PER_PROCESS = 12;

/** Runs the tasks with at most `limit` at a time. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

export async function concurrentActions(cluster: Cluster): Promise<void> {
  const player = await signUp(cluster.servers[0]!.url);
  const clients = [player, player.via(cluster.servers[1]!.url)];
  const game = await newGame(player, await playableCategories(player, 2));
  const questionId = game.state.categories[0]!.questions[0]!.questionId;
  const presses: GameAction[] = [
    ...Array.from({ length: SCORE_PRESSES }, (): GameAction => ({ type: 'adjustScore', team: 0, direction: 'plus' })),
    ...Array.from({ length: RACING_PRESSES }, (): GameAction => ({ type: 'usePhone', team: 1 })),
    ...Array.from({ length: RACING_PRESSES }, (): GameAction => ({ type: 'useDouble', team: 0 })),
    ...Array.from({ length: RACING_PRESSES }, (): GameAction => ({ type: 'answer', questionId, team: 'team1' })),
  ].sort(() => Math.random() - 0.5);

  const perProcess = [0, 1].map((p) => presses.filter((_, i) => i % 2 === p));
  const started = performance.now();
  const answers = (
    await Promise.all(
      perProcess.map((mine, p) =>
        pooled(
          mine.map((action) => async () => ({ action, answer: await act(clients[p]!, game.id, action) })),
          IN_FLIGHT_PER_PROCESS,
        ),
      ),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;

  const accepted = answers.filter((a) => a.answer.status === 200).sort((a, b) => a.answer.version! - b.answer.version!);
  const refusals = answers.filter((a) => a.answer.status !== 200);
  const expectedRefusal: Record<string, string> = { usePhone: 'phone_used', useDouble: 'double_used', answer: 'question_answered' };
  const unexpected = refusals.filter((a) => a.answer.status !== 409 || a.answer.code !== expectedRefusal[a.action.type]);
  check(
    unexpected.length === 0,
    `${presses.length} concurrent actions on one game, half through each process: every answer is an acceptance or the rule's refusal`,
    `${accepted.length} accepted, ${refusals.length} refused in ${seconds.toFixed(1)} s${unexpected.length ? `; unexpected: ${describe(unexpected.map((a) => a.answer))}` : ''}`,
  );
  const once = (type: GameAction['type']) => accepted.filter((a) => a.action.type === type).length;
  check(
    once('usePhone') === 1 && once('useDouble') === 1 && once('answer') === 1,
    `${RACING_PRESSES} racing presses each for Phone a Friend, 2X and one tile: each accepted exactly once`,
    `Phone a Friend ${once('usePhone')}, 2X ${once('useDouble')}, tile ${once('answer')}; score presses accepted ${once('adjustScore')} of ${SCORE_PRESSES}`,
  );

  const [saved] = await query<{ version: number; state: GameState }>(cluster.databaseUrl, 'select version, state from games where id = $1', [game.id]);
  const versionsContiguous = accepted.every((a, i) => a.answer.version === game.version + i + 1);
  const expectedState = replay(
    game.state,
    accepted.map((a) => a.action),
  );
  check(
    versionsContiguous && saved!.version === game.version + accepted.length && sameJson(saved!.state, expectedState),
    'the saved game is the acknowledged actions replayed in version order: nothing lost, nothing applied twice',
    `saved version ${saved!.version} = ${game.version} + ${accepted.length} acknowledged; team scores ${saved!.state.teams.map((t) => t.score).join(' / ')}`,
  );
}

function describe(answers: ActionAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(`${a.status} ${a.code ?? ''}`.trim(), (counts.get(`${a.status} ${a.code ?? ''}`.trim()) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n}x ${k}`).join(', ');
}
