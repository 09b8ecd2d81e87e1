/**
 * Fills a fresh database with the outcome rows of many played games (36 judged tiles each) over
 * the questions it holds, for the question-health benchmark. Each question gets a share answered
 * from its label, one in twenty plays like another label, and one tile in ten is judged under 2X
 * or an aid. Rows go through the tally trigger like a judgement's; pseudo-random with a fixed seed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

const TILES_PER_GAME = 36;
const BATCH = 5_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export async function seedQuestionOutcomes(db: Db, userId: number, gameCount: number, progress: (done: number) => void = () => {}): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`create temporary table bench_questions as
    select (row_number() over (order by id) - 1)::int as n, id, difficulty,
      case when random() < 0.05 then (array[0.9, 0.55, 0.15])[1 + floor(random() * 3)::int]
        else case difficulty when 'easy' then 0.85 when 'normal' then 0.55 else 0.25 end end as p
    from questions`);
  const counted = (await db.execute(sql`select count(*)::int as count from bench_questions`)) as unknown as { rows: { count: number }[] };
  const count = counted.rows[0]!.count;
  if (count < TILES_PER_GAME) throw new Error(`need at least ${TILES_PER_GAME} questions, have ${count}`);
  // 36 different questions per game: a step through the bank that shares no factor with its size.
  let step = 53;
  while (gcd(step, count) !== 1) step++;
  for (let first = 1; first <= gameCount; first += BATCH) {
    const last = Math.min(gameCount, first + BATCH - 1);
    await db.execute(sql`with new_games as (
        insert into games (user_id, code, name, team1_name, team2_name, state)
        select ${userId}, 'BENCH' || g, 'Bench ' || g, 'A', 'B', '{}'::jsonb from generate_series(${first}::int, ${last}::int) g
        returning id
      )
      insert into question_outcomes (game_id, question_id, difficulty, answered, aided)
      select new_games.id, q.id, q.difficulty, random() < q.p, random() < 0.1
      from new_games cross join generate_series(0, ${TILES_PER_GAME - 1}) as tile
        join bench_questions q on q.n = (new_games.id * 37 + tile * ${step}) % ${count}`);
    progress(last);
  }
}
