import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findSession } from '../auth/session-store';
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
    const stop = await hub.subscribe({
      userId,
      send: (event) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      // A signed-in stream lives only as long as its session (sign-out, password change or reset, account deletion).
      onSessionsEnded: () => {
        if (!sessionId) return;
        void findSession(db, sessionId).then(
          (session) => (session ? undefined : end()),
          () => end(),
        );
      },
    });
    if (closed) return stop();
    unsubscribe = stop;
    // Sent once subscribed: from here on the client misses nothing.
    raw.write('retry: 1000\n: connected\n\n');
  });
}
