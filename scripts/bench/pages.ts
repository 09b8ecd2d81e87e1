/**
 * What the signed-in entry pages cost the server, which renders them with the player's data: each
 * page for a signed-in player beside the same address for a visitor (the built shell, sent from
 * memory) and HEAD /api/ping, in the same run, 4 connections, 5 s each, on a fresh PGlite. Needs the
 * built web app (npm run build). Each request of a player comes with another of the player's
 * sessions and from another client address, as many players' would: one session or address gets
 * only so many renders (a limit this measures past).
 *
 *   node --import tsx scripts/bench/pages.ts
 */
import type autocannon from 'autocannon';
import type { CategoriesResponse } from '@app/shared/contracts/content';
import type { CreateGameResponse } from '@app/shared/contracts/games';
import { SESSION_COOKIE } from '../../apps/server/src/core/session/current-user';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { randomIp, signUp } from '../support/api';
import { load, printTable, startBenchServer } from './support';

/** Sessions of the player the requests take in turn: more than 5 s of renders at 10 a session. */
const SESSIONS = 500;

const server = await startBenchServer({ serveWeb: true });
try {
  const player = await signUp(server.url);
  const { groups } = await player.expect<CategoriesResponse>(200, 'GET', '/api/categories');
  const categoryIds = groups.flatMap((group) => group.categories.map((category) => category.id)).slice(0, 6);
  const { game } = await player.expect<CreateGameResponse>(201, 'POST', '/api/games', { name: 'Bench', categoryIds, teamNames: ['Lions', 'Eagles'] });
  const rendered = await (await fetch(`${server.url}/play`, { headers: { cookie: player.cookie } })).text();
  if (!rendered.includes('"firstName":"Zahra"')) throw new Error('GET /play was not rendered for the player: is the web app built?');
  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const session = await createSession(server.database.db, { userId: player.userId, persistent: false });
    cookies.push(`${SESSION_COOKIE}=${server.app.signCookie(session.token)}`);
  }
  let turn = 0;
  /** Each request from another client address (X-Forwarded-For, trusted from loopback), with the cookie given. */
  const fromManyAddresses = (cookie: () => string | undefined): autocannon.Request[] => [
    {
      method: 'GET',
      setupRequest: (request) => {
        const value = cookie();
        return { ...request, headers: { ...request.headers, ...(value ? { cookie: value } : {}), 'x-forwarded-for': randomIp() } };
      },
    },
  ];
  const connections = 4;
  const rows = [await load('HEAD /api/ping', { url: `${server.url}/api/ping`, method: 'HEAD', connections })];
  for (const path of ['/play', '/store', '/games', `/jeopardy/${game.id}`]) {
    rows.push(await load(`GET ${path} (visitor: the shell)`, { url: `${server.url}${path}`, connections, requests: fromManyAddresses(() => undefined) }));
    rows.push(await load(`GET ${path} (player: rendered)`, { url: `${server.url}${path}`, connections, requests: fromManyAddresses(() => cookies[turn++ % SESSIONS]) }));
  }
  printTable(`Signed-in entry pages, ${connections} connections, 5 s each`, rows);
} finally {
  await server.close();
}
