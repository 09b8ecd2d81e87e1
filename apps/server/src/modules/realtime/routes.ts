import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { RealtimeHub } from './hub';

const KEEP_ALIVE_MS = 25_000;

/** GET /api/events: server-sent events for this tab (points for the signed-in user, notifications, settings). */
export function registerRealtimeRoutes(app: FastifyInstance, { database }: AppContext): void {
  const hub = new RealtimeHub(database);
  const open = new Set<() => void>();
  // Streams never end by themselves: end them so a graceful shutdown does not wait forever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', () => hub.close());

  app.get('/api/events', async (request, reply) => {
    const userId = request.user?.id ?? null;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Known to the shutdown hook before anything else: a server closing while this stream is
    // still subscribing (a slower LISTEN on PostgreSQL) must still end it, or closing hangs.
    const end = () => raw.end();
    open.add(end);
    const stream: { closed: boolean; keepAlive?: ReturnType<typeof setInterval>; unsubscribe?: () => void } = { closed: false };
    request.raw.on('close', () => {
      stream.closed = true;
      clearInterval(stream.keepAlive);
      stream.unsubscribe?.();
      open.delete(end);
    });
    const unsubscribe = await hub.subscribe({
      userId,
      send: (event) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
    });
    if (stream.closed) {
      unsubscribe();
      return;
    }
    stream.unsubscribe = unsubscribe;
    raw.write('retry: 1000\n: connected\n\n');
    stream.keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  });
}
