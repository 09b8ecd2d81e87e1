import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

/** Finding 6: a slow client cannot hold a connection open; the answer is 408 and the socket closes. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { REQUEST_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends `text` and never the rest; resolves with what the server wrote once it closed the socket. */
function sendAndStall(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
  });
}

describe('time-outs', () => {
  it('a body that never finishes gets 408 and the connection closes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendAndStall('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":'),
      ),
    );
    expect(answers.map((a) => a.split('\r\n')[0])).toEqual(Array(20).fill('HTTP/1.1 408 Request Timeout'));
  });

  it('headers that never finish get 408 too', async () => {
    expect((await sendAndStall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')).split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('the defaults: 30 s for a request, 10 s for its headers, 5 s for an idle kept-alive connection', async () => {
    const other = await createTestApp();
    expect([other.app.server.requestTimeout, other.app.server.headersTimeout, other.app.server.keepAliveTimeout]).toEqual([30_000, 10_000, 5_000]);
    await other.close();
  });
});
