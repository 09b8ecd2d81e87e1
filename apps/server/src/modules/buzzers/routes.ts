import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buzzersToggleSchema,
  buzzJoinCodeSchema,
  buzzJoinRequestSchema,
  type BuzzPhoneResponse,
  type BuzzResumeResponse,
  type BuzzPhoneState,
  type BuzzResponse,
  type BuzzRoomResponse,
  type HostBuzzers,
  type HostBuzzersResponse,
} from '@app/shared/contracts/buzzers';
import { isGameOver } from '@app/shared/game/results';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { pathId } from '../../http/path-id';
import { requireUserId } from '../../core/session/index';
import { gameNotFound, type GameStore } from '../games/index';
import type { EventStream, EventStreams, RealtimeHub } from '../../core/events/index';
import { clientNetwork, enforce } from '../rate-limit/index';
import {
  buzz,
  buzzErrors,
  disableBuzzers,
  enableBuzzers,
  findPhone,
  findWinner,
  gameOfJoinCode,
  joinBuzzers,
  listPhones,
  readJoinCode,
  removePhone,
  type PhoneAccess,
} from './buzzers';

export const BUZZ_COOKIE = 'buzz';
/** Room look-ups, and joins, per address: a whole room shares one address, so enough for everyone and their mistakes. */
export const BUZZ_JOIN_LIMIT = { max: 60, windowMs: 15 * 60_000 };
const PHONE_ACCESS_HOURS = 12;

type Realtime = { hub: RealtimeHub; streams: EventStreams };

/**
 * Buzzers (DECISIONS.md 26): the host turns them on for a game; phones without an account join by
 * the join code with a name and a team, and hold a token (signed httpOnly cookie on /api/buzz) that
 * only lets them buzz and see their own state. The first buzz of an open question wins.
 */
export function registerBuzzerRoutes(app: FastifyInstance, { db, config }: AppContext, store: GameStore, { hub, streams }: Realtime): void {
  const hostsGame = async (request: FastifyRequest) => {
    const gameId = pathId(request.params, gameNotFound);
    await store.read(gameId, requireUserId(request));
    return gameId;
  };
  const hostView = async (gameId: number): Promise<HostBuzzers> => {
    const joinCode = await readJoinCode(db, gameId);
    if (!joinCode) return { joinCode: null, phones: [], winner: null };
    const game = await store.readAnyones(gameId);
    return { joinCode, phones: await listPhones(db, gameId), winner: await findWinner(db, gameId, game.state.activeQuestionId) };
  };

  app.get('/api/games/:id/buzzers', async (request, reply): Promise<HostBuzzersResponse> => {
    const gameId = await hostsGame(request);
    reply.header('cache-control', 'no-store');
    return { buzzers: await hostView(gameId) };
  });

  app.put('/api/games/:id/buzzers', async (request): Promise<HostBuzzersResponse> => {
    const gameId = await hostsGame(request);
    const { enabled } = buzzersToggleSchema.parse(request.body ?? {});
    if (enabled) await enableBuzzers(db, gameId);
    else await disableBuzzers(db, gameId);
    return { buzzers: await hostView(gameId) };
  });

  app.delete('/api/games/:id/buzzers/phones/:phoneId', async (request, reply) => {
    const gameId = await hostsGame(request);
    const missing = () => new AppError('not_found', 'Phone not found.');
    if (!(await removePhone(db, gameId, pathId(request.params, missing, 'phoneId')))) throw missing();
    return reply.status(204).send();
  });

  /** The host console's live view of the buzzers: `buzzers` at once and after every change. */
  app.get('/api/games/:id/buzzers/events', async (request, reply) => {
    const gameId = await hostsGame(request);
    await watchGame(request, reply, gameId, async (stream) => stream.send('buzzers', await hostView(gameId)));
  });

  /** The game of a join code that still works: its buzzers are on, it is not over and was played lately. */
  const openRoomGame = async (code: string) => {
    const game = await store.readAnyones(await gameOfJoinCode(db, code));
    if (isGameOver(game.state)) throw buzzErrors.codeInvalid();
    return game;
  };
  const limitTries = (request: FastifyRequest, kind: 'room' | 'join') =>
    enforce(db, [{ key: `buzz_${kind}:${clientNetwork(request.ip)}`, ...BUZZ_JOIN_LIMIT }], 'Too many tries. Please try again later.');

  app.get('/api/buzz/room', async (request, reply): Promise<BuzzRoomResponse> => {
    await limitTries(request, 'room');
    const code = buzzJoinCodeSchema.parse((request.query as { code?: unknown }).code);
    const game = await openRoomGame(code);
    reply.header('cache-control', 'no-store');
    return { gameName: game.name, teams: [game.state.teams[0].name, game.state.teams[1].name] };
  });

  app.post('/api/buzz/join', async (request, reply): Promise<BuzzPhoneResponse> => {
    await limitTries(request, 'join');
    const input = buzzJoinRequestSchema.parse(request.body ?? {});
    await openRoomGame(input.code);
    const { token, gameId, phone } = await joinBuzzers(db, input);
    reply.setCookie(BUZZ_COOKIE, token, {
      path: '/api/buzz',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.appUrl.startsWith('https://'),
      signed: true,
      maxAge: PHONE_ACCESS_HOURS * 3600,
    });
    return { state: await phoneState({ ...phone, gameId }) };
  });

  const joinedPhone = async (request: FastifyRequest): Promise<PhoneAccess | null> => {
    const raw = request.cookies[BUZZ_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    return unsigned?.valid && unsigned.value ? findPhone(db, unsigned.value) : null;
  };
  const phoneAccess = async (request: FastifyRequest): Promise<PhoneAccess> => {
    const phone = await joinedPhone(request);
    if (!phone) throw buzzErrors.removed();
    return phone;
  };
  const phoneState = async (phone: PhoneAccess): Promise<BuzzPhoneState> => {
    const game = await store.readAnyones(phone.gameId);
    const questionId = game.state.activeQuestionId;
    return {
      phone: { id: phone.id, name: phone.name, team: phone.team },
      gameName: game.name,
      teams: [game.state.teams[0].name, game.state.teams[1].name],
      questionId,
      winner: await findWinner(db, phone.gameId, questionId),
    };
  };

  app.get('/api/buzz/me', async (request, reply): Promise<BuzzPhoneResponse> => {
    const phone = await phoneAccess(request);
    reply.header('cache-control', 'no-store');
    return { state: await phoneState(phone) };
  });

  /** A phone opening /buzz: its state if it is still in a game, null (not an error) if it never joined or was removed. */
  app.get('/api/buzz/resume', async (request, reply): Promise<BuzzResumeResponse> => {
    const phone = await joinedPhone(request);
    reply.header('cache-control', 'no-store');
    return { state: phone ? await phoneState(phone) : null };
  });

  app.post('/api/buzz', async (request): Promise<BuzzResponse> => {
    const phone = await phoneAccess(request);
    const questionId = (await store.readAnyones(phone.gameId)).state.activeQuestionId;
    if (questionId === null) throw buzzErrors.locked();
    const { won, winner } = await buzz(db, phone, questionId);
    return { result: won ? 'won' : 'too_late', winner };
  });

  /** The phone's live state: `state` at once and after every change, `removed` then close when the host removes it. */
  app.get('/api/buzz/events', async (request, reply) => {
    const phone = await phoneAccess(request);
    await watchGame(request, reply, phone.gameId, async (stream) => {
      const still = await phoneAccess(request).catch(() => null);
      if (!still) {
        stream.send('removed', { code: 'buzz_phone_removed' });
        return stream.end();
      }
      stream.send('state', await phoneState(still));
    });
  });

  /** Streams `send` at once and after every change of the game or its buzzers, one read at a time. */
  async function watchGame(request: FastifyRequest, reply: FastifyReply, gameId: number, send: (stream: EventStream) => Promise<void>) {
    const stream = streams.start(request, reply);
    let reading = Promise.resolve();
    const update = () => {
      reading = reading
        .then(() => (stream.closed ? undefined : send(stream)))
        .catch((error: unknown) => request.log.warn({ err: error }, 'buzzers view could not be read'));
    };
    let stop: () => void;
    try {
      stop = await hub.subscribe({ userId: null, send: () => {}, game: { gameId, onGameChanged: update, onBuzzersChanged: update }, resync: update });
    } catch (error) {
      request.log.warn({ err: error }, 'buzzers stream could not subscribe');
      stream.raw('retry: 2000\n\n');
      return stream.end();
    }
    if (stream.closed) return stop();
    stream.onClose(stop);
    stream.raw('retry: 1000\n: connected\n\n');
    update();
  }
}
