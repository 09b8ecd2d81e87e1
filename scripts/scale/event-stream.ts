/** A tab's event stream (GET /api/events) read by the scale test: every event with the moment it arrived. */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ServerEvent } from '@app/shared/contracts/events';

type Arrival = { event: ServerEvent; at: number };

export class EventStream {
  readonly connected: Promise<void>;
  private readonly arrivals: Arrival[] = [];
  private readonly waiting: { match: (event: ServerEvent) => boolean; resolve: (arrival: Arrival) => void }[] = [];
  private readonly request: ClientRequest;

  constructor(baseUrl: string, cookie = '') {
    let onConnected!: () => void;
    let fail!: (error: Error) => void;
    this.connected = new Promise<void>((resolve, reject) => ((onConnected = resolve), (fail = reject)));
    const open = baseUrl.startsWith('https:') ? httpsRequest : httpRequest;
    this.request = open(`${baseUrl}/api/events`, { headers: cookie ? { cookie } : {} }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`GET /api/events answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) onConnected();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) this.arrived(JSON.parse(data) as ServerEvent);
        }
      });
    });
    this.request.on('error', (error) => fail(error));
    this.request.end();
  }

  /** The first event (already arrived or still to come) that matches, with its arrival time (performance.now()). */
  next(match: (event: ServerEvent) => boolean, timeoutMs = 5000): Promise<Arrival> {
    const seen = this.arrivals.find((arrival) => match(arrival.event));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({ match, resolve: (arrival) => (clearTimeout(timer), resolve(arrival)) });
    });
  }

  close(): void {
    this.request.destroy();
  }

  private arrived(event: ServerEvent): void {
    const arrival = { event, at: performance.now() };
    this.arrivals.push(arrival);
    for (const waiter of this.waiting.filter((w) => w.match(event))) {
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve(arrival);
    }
  }
}
