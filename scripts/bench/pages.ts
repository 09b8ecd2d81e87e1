/**
 * What the signed-in entry pages cost the server, which renders them with the player's data: each
 * page for a signed-in player beside the same address for a visitor (the built shell, sent from
 * memory) and HEAD /api/ping, in the same run, 4 connections, 5 s each, on a fresh PGlite. Needs the
 * built web app (npm run build).
 *
 *   node --import tsx scripts/bench/pages.ts
 */
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { CreateGameResponse } from '@app/shared/contracts/games';
import { signUp } from '../support/api';
import { load, printTable, startBenchServer } from './support';

const server = await startBenchServer({ serveWeb: true });
try {
  const player = await signUp(server.url);
  const { groups } = await player.expect<CategoriesResponse>(200, 'GET', '/api/categories');
  const categoryIds = groups.flatMap((group) => group.categories.map((category) => category.id)).slice(0, 6);
  const { game } = await player.expect<CreateGameResponse>(201, 'POST', '/api/games', { name: 'Bench', categoryIds, teamNames: ['Lions', 'Eagles'] });
  const rendered = await (await fetch(`${server.url}/play`, { headers: { cookie: player.cookie } })).text();
  if (!rendered.includes('"firstName":"Zahra"')) throw new Error('GET /play was not rendered for the player: is the web app built?');
  const connections = 4;
  const rows = [await load('HEAD /api/ping', { url: `${server.url}/api/ping`, method: 'HEAD', connections })];
  for (const path of ['/play', '/store', '/games', `/jeopardy/${game.id}`]) {
    rows.push(await load(`GET ${path} (visitor: the shell)`, { url: `${server.url}${path}`, connections }));
    rows.push(await load(`GET ${path} (player: rendered)`, { url: `${server.url}${path}`, connections, headers: { cookie: player.cookie } }));
  }
  printTable(`Signed-in entry pages, ${connections} connections, 5 s each`, rows);
} finally {
  await server.close();
}
