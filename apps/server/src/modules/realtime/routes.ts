import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ServerEvent } from '@app/shared/contracts/events';
import { findSession, findUser } from '../../core/session/index';
import { EventStreams } from '../../core/events/event-stream';
import { RealtimeHub } from '../../core/events/hub';

/**
 * GET /api/events: server-sent events for this tab (points for the signed-in user, notifications,
 * settings). Returns the process's hub and streams, which the TV's stream shares.
 */
export function registerRealtimeRoutes(app: FastifyInstance, { database, db }: AppContext): { hub: RealtimeHub; streams: EventStreams } {
  const hub = new RealtimeHub(database);
  const streams = new EventStreams(app);
  app.addHook('onClose', () => hub.close());
  // Open streams stay open while the LISTEN connection is away; it subscribes again by itself.
  database.onListenStatus((status, error) => {
    if (status === 'lost') app.log.warn({ err: error }, 'lost the database connection that listens for events; reconnecting');
    else app.log.info('listening for events again');
  });

  app.get('/api/events', async (request, reply) => {
    const userId = request.auth?.userId ?? null;
    const sessionId = request.auth?.sessionId ?? null;
    const stream = streams.start(request, reply);
    // The points are what this stream keeps current: sent when it opens and again whenever a change may have been missed.
    const sendPoints = () => {
      if (userId === null) return;
      void findUser(db, userId)
        .then((user) => user && stream.send('points', { type: 'points', userId, points: user.points } satisfies ServerEvent))
        .catch(() => {});
    };
    let stop: () => void;
    try {
      stop = await hub.subscribe({
        userId,
        send: (event) => stream.send(event.type, event),
        resync: sendPoints,
        // A signed-in stream lives only as long as its session (sign-out, password change or reset,
        // account deletion, a ban); the page is told why before it closes.
        onSessionsEnded: () => {
          if (!sessionId || userId === null) return;
          void findSession(db, sessionId)
            .then(async (session) => {
              if (session) return;
              const user = await findUser(db, userId);
              const event: ServerEvent = {
                type: 'signed_out',
                reason: user?.bannedAt ? 'banned' : 'ended',
              };
              stream.send(event.type, event);
              stream.end();
            })
            .catch(() => stream.end());
        },
      });
    } catch (error) {
      // The database is away: end the stream and let the client try again shortly.
      request.log.warn({ err: error }, 'event stream could not subscribe');
      stream.raw('retry: 2000\n\n');
      return stream.end();
    }
    if (stream.closed) return stop();
    stream.onClose(stop);
    // Sent once subscribed: from here on the client misses nothing.
    stream.raw('retry: 1000\n: connected\n\n');
    sendPoints();
  });

  return { hub, streams };
}
