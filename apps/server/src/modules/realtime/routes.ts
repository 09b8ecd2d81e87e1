import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ServerEvent } from '@app/shared/contracts/events';
import { findSession, findUser } from '../auth/index';
import { RealtimeHub } from './hub';

const KEEP_ALIVE_MS = 25_000;

/** GET /api/events: server-sent events for this tab (points for the signed-in user, notifications, settings). */
export function registerRealtimeRoutes(app: FastifyInstance, { database, db }: AppContext): void {
  const hub = new RealtimeHub(database);
  const open = new Set<() => void>();
  // Streams never end by themselves: end them so a graceful shutdown does not wait forever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', () => hub.close());
  // Open streams stay open while the LISTEN connection is away; it subscribes again by itself.
  database.onListenStatus((status, error) => {
    if (status === 'lost') app.log.warn({ err: error }, 'lost the database connection that listens for events; reconnecting');
    else app.log.info('listening for events again');
  });

  app.get('/api/events', async (request, reply) => {
    const userId = request.auth?.userId ?? null;
    const sessionId = request.auth?.sessionId ?? null;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Registered before anything async, so a shutdown that starts now still ends this stream;
    // the connection is dropped after the last byte so closing never waits on a kept-alive socket.
    const end = () => raw.end(() => request.raw.socket.destroy());
    open.add(end);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    let unsubscribe = (): void => {};
    let closed = false;
    request.raw.on('close', () => {
      closed = true;
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(end);
    });
    let stop: () => void;
    try {
      stop = await hub.subscribe({
        userId,
        send: (event) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
        // A signed-in stream lives only as long as its session (sign-out, password change or reset,
        // account deletion, a ban); the page is told why before it closes.
        onSessionsEnded: () => {
          if (!sessionId || userId === null) return;
          void findSession(db, sessionId)
            .then(async (session) => {
              if (session) return;
              const user = await findUser(db, userId);
              const event: ServerEvent = { type: 'signed_out', reason: user?.bannedAt ? 'banned' : 'ended' };
              raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
              end();
            })
            .catch(() => end());
        },
      });
    } catch (error) {
      // The database is away: end the stream and let the client try again shortly.
      request.log.warn({ err: error }, 'event stream could not subscribe');
      raw.write('retry: 2000\n\n');
      return end();
    }
    if (closed) return stop();
    unsubscribe = stop;
    // Sent once subscribed: from here on the client misses nothing.
    raw.write('retry: 1000\n: connected\n\n');
  });
}
