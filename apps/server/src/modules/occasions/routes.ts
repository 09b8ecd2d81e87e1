import type { FastifyInstance } from 'fastify';
import type { NextOccasionResponse, OccasionsResponse } from '@app/shared/contracts/occasions';
import { civilDateAt, parseCivilDate } from '@app/shared/occasions/hijri-date';
import type { AppContext } from '../../context';
import { getServerSettings } from '../site/index';
import { nextOccasion } from './next-occasion';
import { currentOccasions, forPlayers } from './occasion-store';

export function registerOccasionRoutes(app: FastifyInstance, { db }: AppContext): void {
  /** The Hijri occasions (with the centre's own) and their categories; the page works out which is near in the player's own day. */
  app.get('/api/occasions', async (_request, reply): Promise<OccasionsResponse> => {
    reply.header('cache-control', 'no-cache');
    return { occasions: (await currentOccasions(db)).map(forPlayers) };
  });

  /** For the landing page, which is built once: the next occasion from the visitor's day (the server's UTC day without one). */
  app.get<{ Querystring: { date?: string } }>('/api/occasions/next', async (request, reply): Promise<NextOccasionResponse> => {
    reply.header('cache-control', 'no-cache');
    const today = parseCivilDate(String(request.query.date ?? '')) ?? civilDateAt(new Date(), 'UTC');
    const [{ hijriOffset }, occasions] = await Promise.all([getServerSettings(db), currentOccasions(db)]);
    return { next: nextOccasion(occasions, today, hijriOffset) };
  });
}
