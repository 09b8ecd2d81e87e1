/** GET /api/health and HEAD /api/ping at 50 connections, beside a bare Fastify route in the same run. */
import Fastify from 'fastify';
import { load, printTable, startBenchServer } from './support';

const server = await startBenchServer();
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/bare`;

try {
  const rows = [
    await load('bare Fastify GET /bare', { url: bareUrl }),
    await load('HEAD /api/ping', { url: `${server.url}/api/ping`, method: 'HEAD' }),
    await load('GET /api/health', { url: `${server.url}/api/health` }),
  ];
  printTable('Health and ping, 50 connections, 5 s each', rows);
} finally {
  await bare.close();
  await server.close();
}
