/**
 * The client address reaches the servers through nginx (X-Forwarded-For, read with the default
 * TRUST_PROXY=loopback) and the per-address limits count across both processes: 20 password-reset
 * requests an hour from one address (apps/server/src/modules/auth/password-reset.ts), sent through
 * nginx so that they alternate between the processes.
 */
import { ApiClient, uniqueEmail } from '../support/api';
import type { Cluster } from './cluster';
import { check } from './report';

const PER_ADDRESS = 20;

export async function clientAddressLimits(cluster: Cluster): Promise<void> {
  const visitor = new ApiClient(cluster.nginxUrl);
  const statuses: number[] = [];
  for (let i = 0; i <= PER_ADDRESS; i++) {
    statuses.push((await visitor.request('POST', '/api/auth/forgot-password', { email: uniqueEmail('nobody') })).status);
  }
  const other = await new ApiClient(cluster.nginxUrl).request('POST', '/api/auth/forgot-password', { email: uniqueEmail('nobody') });
  const allowed = statuses.slice(0, PER_ADDRESS);
  check(
    allowed.every((s) => s < 300) && statuses[PER_ADDRESS] === 429 && other.status < 300,
    `the client address crosses nginx and the per-address limit counts on both processes together`,
    `${PER_ADDRESS} password-reset requests from one address answered ${[...new Set(allowed)].join('/')}, the next ${statuses[PER_ADDRESS]}; another address ${other.status}`,
  );
}
