import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const KEEP_ALIVE_MS = 25_000;

export type EventStream = {
  send: (type: string, data: unknown) => void;
  /** A comment or a `retry:` line, as is. */
  raw: (text: string) => void;
  end: () => void;
  /** Runs once when the browser goes away or the stream is ended. */
  onClose: (listener: () => void) => void;
  readonly closed: boolean;
};

/** Server-sent event streams of this process: each kept alive, all ended before a graceful shutdown. */
export class EventStreams {
  private readonly open = new Set<() => void>();

  constructor(app: FastifyInstance) {
    // Streams never end by themselves: end them so a graceful shutdown does not wait forever.
    app.addHook('preClose', async () => {
      for (const end of this.open) end();
    });
  }

  start(request: FastifyRequest, reply: FastifyReply): EventStream {
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
    this.open.add(end);
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const listeners: (() => void)[] = [];
    const stream = {
      closed: false,
      send: (type: string, data: unknown) => void raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      raw: (text: string) => void raw.write(text),
      end,
      onClose: (listener: () => void) => void listeners.push(listener),
    };
    request.raw.on('close', () => {
      stream.closed = true;
      clearInterval(keepAlive);
      this.open.delete(end);
      for (const listener of listeners) listener();
    });
    return stream;
  }
}
