import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TV_ACCESS_HOURS,
  tvClockRequestSchema,
  tvPairRequestSchema,
  type TvPairingResponse,
  type TvPairingsResponse,
  type TvPairResponse,
  type TvResumeResponse,
} from '@app/shared/contracts/tv';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import { BoardContentCache, gameNotFound, type GameStore } from '../games/index';
import { publishEvent, type EventStreams, type RealtimeHub } from '../../core/events/index';
import { clientNetwork, enforce } from '../rate-limit/index';
import { createPairing, findTvAccess, listPairings, redeemCode, revokePairing, tvErrors, type TvAccess } from './pairings';
import { readTvView } from './view';

export const TV_COOKIE = 'tv';
/** Code attempts per address: enough for typing mistakes, far too few to guess a code. */
export const TV_PAIR_LIMIT = { max: 20, windowMs: 15 * 60_000 };
/** New codes per host: plenty for a TV that keeps timing out, not a table filling up. */
export const TV_CODE_LIMIT = { max: 30, windowMs: 60 * 60_000 };

type Realtime = { hub: RealtimeHub; streams: EventStreams };

/**
 * The TV screen (DECISIONS.md 25). The host pairs a TV with a game by a code; the TV, without an
 * account, holds a token (signed httpOnly cookie) for that one game until the host revokes it.
 */
export function registerTvRoutes(app: FastifyInstance, { db, config }: AppContext, store: GameStore, { hub, streams }: Realtime): void {
  const contentCache = new BoardContentCache();
  const hostsGame = async (request: FastifyRequest) => {
    const gameId = pathId(request.params, gameNotFound);
    await store.read(gameId, requireUserId(request));
    return gameId;
  };

  app.post('/api/games/:id/tv-pairings', async (request, reply): Promise<TvPairingResponse> => {
    const gameId = await hostsGame(request);
    await enforce(db, [{ key: `tv_code:${requireUserId(request)}`, ...TV_CODE_LIMIT }], 'Too many TV codes. Please try again later.');
    reply.status(201);
    return { pairing: await createPairing(db, gameId) };
  });

  app.get('/api/games/:id/tv-pairings', async (request, reply): Promise<TvPairingsResponse> => {
    const gameId = await hostsGame(request);
    reply.header('cache-control', 'no-store');
    return { pairings: await listPairings(db, gameId) };
  });

  app.delete('/api/games/:id/tv-pairings/:pairingId', async (request, reply) => {
    const gameId = await hostsGame(request);
    const missing = () => new AppError('not_found', 'TV pairing not found.');
    if (!(await revokePairing(db, gameId, pathId(request.params, missing, 'pairingId')))) throw missing();
    return reply.status(204).send();
  });

  // The host's clock, passed on to the game's TVs as it is: nothing stored, a TV that reloads keeps its own.
  app.post('/api/games/:id/tv-clock', async (request, reply) => {
    const gameId = await hostsGame(request);
    const clock = tvClockRequestSchema.parse(request.body ?? {});
    await publishEvent(db, { type: 'game_clock', gameId, ...clock });
    return reply.status(204).send();
  });

  app.post('/api/tv/pair', async (request, reply): Promise<TvPairResponse> => {
    await enforce(db, [{ key: `tv_pair:${clientNetwork(request.ip)}`, ...TV_PAIR_LIMIT }], 'Too many code attempts. Please try again later.');
    const { code } = tvPairRequestSchema.parse(request.body ?? {});
    const { token, gameId } = await redeemCode(db, code);
    reply.setCookie(TV_COOKIE, token, {
      path: '/api/tv',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.appUrl.startsWith('https://'),
      signed: true,
      maxAge: TV_ACCESS_HOURS * 3600,
    });
    return { gameId };
  });

  const pairedAccess = async (request: FastifyRequest): Promise<TvAccess | null> => {
    const raw = request.cookies[TV_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    return unsigned?.valid && unsigned.value ? findTvAccess(db, unsigned.value) : null;
  };
  const tvAccess = async (request: FastifyRequest): Promise<TvAccess> => {
    const access = await pairedAccess(request);
    if (!access) throw tvErrors.accessEnded();
    return access;
  };

  /** A screen opening /tv: its game if it is still paired, null (not an error) if it never was or no longer is. */
  app.get('/api/tv/resume', async (request, reply): Promise<TvResumeResponse> => {
    const access = await pairedAccess(request);
    reply.header('cache-control', 'no-store');
    return { game: access ? await readTvView(db, store, access.gameId, contentCache) : null };
  });

  app.get('/api/tv/game', async (request, reply) => {
    const { gameId } = await tvAccess(request);
    reply.header('cache-control', 'no-store');
    return { game: await readTvView(db, store, gameId, contentCache) };
  });

  /** The TV's live view: `game` with the whole view at once and after every change, `ended` when the host revokes. */
  app.get('/api/tv/events', async (request, reply: FastifyReply) => {
    const { gameId, pairingId } = await tvAccess(request);
    const stream = streams.start(request, reply);
    let sentVersion = 0;
    let reading = Promise.resolve();
    /** `always`: the buzzers changed, which leaves the game's version as it was. */
    const sendView = (always = false) => {
      reading = reading
        .then(async () => {
          const view = await readTvView(db, store, gameId, contentCache);
          if (stream.closed || (!always && view.version <= sentVersion)) return;
          sentVersion = view.version;
          stream.send('game', view);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'TV view could not be read'));
    };
    let stop: () => void;
    try {
      stop = await hub.subscribe({
        userId: null,
        send: () => {},
        tv: {
          gameId,
          pairingId,
          onGameChanged: (version) => version > sentVersion && sendView(),
          onRevoked: () => {
            stream.send('ended', { code: 'tv_access_ended' });
            stream.end();
          },
          onClock: (clock) => stream.send('clock', clock),
        },
        resync: () => sendView(true),
        game: { gameId, onBuzzersChanged: () => sendView(true) },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'TV stream could not subscribe');
      stream.raw('retry: 2000\n\n');
      return stream.end();
    }
    if (stream.closed) return stop();
    stream.onClose(stop);
    // Revoked while this stream was subscribing: the event came too early to be heard.
    if (!(await tvAccess(request).catch(() => null))) return stream.end();
    stream.raw('retry: 1000\n: connected\n\n');
    sendView();
  });
}
