/**
 * Points and a notification produced through one process reach event streams held on the other
 * (PostgreSQL LISTEN/NOTIFY), in both directions, within 2 s.
 */
import type { AdminNotification, PointsAdjustmentResponse } from '@app/shared/contracts/admin';
import type { ServerEvent } from '@app/shared/contracts/events';
import { signUp, signUpOperator } from '../support/api';
import { OPERATOR_EMAIL, type Cluster } from './cluster';
import { EventStream } from './event-stream';
import { check } from './report';

const BAR_MS = 2000;

export async function eventsAcrossProcesses(cluster: Cluster): Promise<void> {
  const operator = await signUpOperator(cluster.servers[0]!.url, OPERATOR_EMAIL, cluster.dataDir(0));
  // A visitor's tab through nginx (either process): events must pass unbuffered.
  const throughNginx = new EventStream(cluster.nginxUrl);
  await throughNginx.connected;
  for (const [from, to] of [
    [0, 1],
    [1, 0],
  ] as const) {
    const source = cluster.servers[from]!.url;
    const player = await signUp(source);
    const playerTab = new EventStream(cluster.servers[to]!.url, player.cookie);
    const visitorTab = new EventStream(cluster.servers[to]!.url);
    try {
      await Promise.all([playerTab.connected, visitorTab.connected]);
      const route = `process ${from + 1} → stream on process ${to + 1}`;

      let sent = performance.now();
      const { points } = await operator
        .via(source)
        .expect<PointsAdjustmentResponse>(200, 'POST', `/api/admin/users/${player.userId}/points`, { change: 3, reason: 'Scale test' });
      let answered = performance.now() - sent;
      const pointsEvent = await playerTab.next((e: ServerEvent) => e.type === 'points' && e.points === points);
      const pointsMs = Math.round(pointsEvent.at - sent);
      check(pointsMs <= BAR_MS, `points (${route})`, `${pointsMs} ms after the request (answered in ${Math.round(answered)} ms), balance ${points}`);

      sent = performance.now();
      const notification = await operator
        .via(source)
        .expect<AdminNotification>(201, 'POST', '/api/admin/notifications', { title: `Scale ${from + 1}`, body: 'Across processes', bodyAr: 'عبر العمليات' });
      answered = performance.now() - sent;
      const isIt = (e: ServerEvent) => e.type === 'notification' && e.id === notification.id;
      const arrivals = await Promise.all([playerTab.next(isIt), visitorTab.next(isIt)]);
      const notificationMs = Math.round(Math.max(...arrivals.map((a) => a.at)) - sent);
      check(
        notificationMs <= BAR_MS,
        `notification (${route}), on a player's stream and a visitor's`,
        `${notificationMs} ms after the request (answered in ${Math.round(answered)} ms)`,
      );
      const viaNginxMs = Math.round((await throughNginx.next(isIt)).at - sent);
      check(viaNginxMs <= BAR_MS, 'the same notification on a stream held through nginx', `${viaNginxMs} ms after the request`);
    } finally {
      playerTab.close();
      visitorTab.close();
    }
  }
  throughNginx.close();
}
