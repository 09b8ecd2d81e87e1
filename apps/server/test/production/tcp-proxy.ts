import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test drives like a failing network: `cut` drops every
 * open connection and then refuses new ones, or holds them unanswered; `restore` forwards again
 * (held connections go through).
 */
export class TcpProxy {
  private mode: 'forward' | 'refuse' | 'hold' = 'forward';
  private readonly open = new Set<Socket>();
  private held: Socket[] = [];
  private server: Server | undefined;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  private accept(client: Socket): void {
    client.on('error', () => {});
    if (this.mode === 'refuse') return void client.destroy();
    if (this.mode === 'hold') {
      client.pause();
      this.held.push(client);
      return;
    }
    this.forward(client);
  }

  private forward(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    this.open.add(client).add(upstream);
    client.on('close', () => this.open.delete(client));
    upstream.on('close', () => this.open.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.resume();
  }

  /** Drops every open connection; new ones are refused, or held until `restore`. */
  cut(then: 'refuse' | 'hold'): void {
    this.mode = then;
    for (const socket of this.open) socket.destroy();
  }

  restore(): void {
    this.mode = 'forward';
    const held = this.held;
    this.held = [];
    for (const client of held) if (!client.destroyed) this.forward(client);
  }

  async close(): Promise<void> {
    this.cut('refuse');
    for (const client of this.held) client.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
