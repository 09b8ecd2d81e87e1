import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@app/shared/constants';

/** The thread's code (render-worker.mjs): beside this file in the source, beside main.js in the build. */
const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/** A page to render, as the renderer is asked it; the data is read with `get` (the API, with the browser's cookies). */
export type PageToRender = { url: string; language: Language; cookies: string };
export type ReadFromApi = (path: string) => Promise<{ status: number; body: string }>;
export type RenderedPage = { markup: string; pageData: string };

export type RenderPoolOptions = {
  /** The web build's renderer module (dist/ssr/render.js). */
  renderer: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Threads rendering at once; each renders one page at a time. */
  threads?: number;
  /** Pages waiting for a thread at most, per thread; the next is sent as the shell at once. */
  waitingPerThread?: number;
  /** How long a thread has to stop a page it was told to give up before it is ended and replaced. */
  stopWithinMs?: number;
};

/**
 * One thread per core but one, which is left to the event loop (game actions, buzzes and event
 * streams answer from there while pages render); at least one.
 */
export const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1);
const WAITING_PER_THREAD = 4;
const STOP_WITHIN_MS = 1000;
/** A thread that stopped before its renderer had loaded is started again after this long, not in a loop. */
const RESTART_AFTER_FAILED_START_MS = 1000;

type Job = {
  page: PageToRender;
  get: ReadFromApi;
  signal: AbortSignal;
  settle(outcome: { page: RenderedPage | null } | { error: Error }): void;
};
type WorkerMessage =
  | { type: 'ready' }
  | { type: 'get'; id: number; path: string }
  | { type: 'rendered'; rendered: RenderedPage | null }
  | { type: 'failed'; error: string };

class Thread {
  readonly worker: Worker;
  ready = false;
  job: Job | undefined;
  stopTimer: NodeJS.Timeout | undefined;
  readonly started: Promise<void>;

  constructor(renderer: string) {
    // Kept referenced: the process ends once the pool is closed (with the app), not before.
    this.worker = new Worker(WORKER_FILE, { workerData: { renderer } });
    this.started = new Promise((resolve, reject) => {
      this.worker.once('message', (message: WorkerMessage) => (message.type === 'ready' ? resolve() : undefined));
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`the render thread stopped before its renderer loaded (exit code ${code})`)));
    });
    // Rejections are read by whoever waits for the start; this one is only so none goes unhandled.
    this.started.catch(() => undefined);
  }
}

/**
 * Renders pages on worker threads (node:worker_threads), so that no page's React render holds the
 * event loop. The threads ask this thread for the page's data (`get`), one page at a time each;
 * pages wait in order for a free thread, and when too many wait the next gets null at once (the
 * shell). A page given up (its signal aborted: the server stopped waiting) is dropped from the
 * queue, or its thread is told to stop and is replaced if it has not stopped soon after; a thread
 * that crashes is replaced and its page fails.
 */
export class RenderPool {
  private readonly threads = new Set<Thread>();
  private readonly waiting: Job[] = [];
  private closed = false;
  private readonly size: number;
  private readonly maxWaiting: number;
  private readonly stopWithinMs: number;
  private restartTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly options: RenderPoolOptions) {
    this.size = options.threads ?? defaultRenderThreads();
    this.maxWaiting = this.size * (options.waitingPerThread ?? WAITING_PER_THREAD);
    this.stopWithinMs = options.stopWithinMs ?? STOP_WITHIN_MS;
  }

  /**
   * Loads the renderer once in a short-lived process (a renderer that cannot load fails the
   * start; a process gives all its memory back, a thread's heap stays partly resident); the
   * pool's threads start with the first page, so a server nobody asks a page of does not keep
   * React loaded on threads (tens of MB each).
   */
  static async start(options: RenderPoolOptions): Promise<RenderPool> {
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(options.renderer)});`], (error, _stdout, stderr) =>
        error ? reject(new Error(`the renderer could not load: ${stderr.trim() || error.message}`)) : resolve(),
      );
    });
    return new RenderPool(options);
  }

  /** The page rendered, or null (the renderer's null, too many pages waiting, given up); rejects when the render failed. */
  render(page: PageToRender, get: ReadFromApi, signal: AbortSignal): Promise<RenderedPage | null> {
    if (this.closed || signal.aborted) return Promise.resolve(null);
    if (this.threads.size === 0) for (let i = 0; i < this.size; i++) this.startThread();
    const idle = [...this.threads].some((thread) => thread.ready && !thread.job);
    if (!idle && this.waiting.length >= this.maxWaiting) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      let settled = false;
      const job: Job = {
        page,
        get,
        signal,
        settle(outcome) {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', giveUp);
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.page);
        },
      };
      const giveUp = () => this.giveUp(job);
      signal.addEventListener('abort', giveUp, { once: true });
      this.waiting.push(job);
      this.dispatch();
    });
  }

  /** Ends every thread; pages waiting or rendering get null. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.restartTimer);
    for (const job of this.waiting.splice(0)) job.settle({ page: null });
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()));
  }

  private startThread(): Thread {
    const thread = new Thread(this.options.renderer);
    this.threads.add(thread);
    thread.worker.on('message', (message: WorkerMessage) => this.onMessage(thread, message));
    thread.worker.on('error', (error) => this.options.log.error({ err: error }, 'a render thread failed'));
    thread.worker.on('exit', () => this.onExit(thread));
    return thread;
  }

  private onMessage(thread: Thread, message: WorkerMessage): void {
    const job = thread.job;
    if (message.type === 'ready') {
      thread.ready = true;
      this.dispatch();
    } else if (message.type === 'get' && job) {
      void job
        .get(message.path)
        .catch(() => ({ status: 500, body: '' }))
        .then((answer) => {
          if (thread.job === job) thread.worker.postMessage({ type: 'answer', id: message.id, ...answer });
        });
    } else if (message.type === 'rendered' || message.type === 'failed') {
      clearTimeout(thread.stopTimer);
      thread.job = undefined;
      job?.settle(message.type === 'rendered' ? { page: message.rendered } : { error: new Error(message.error) });
      this.dispatch();
    }
  }

  private onExit(thread: Thread): void {
    clearTimeout(thread.stopTimer);
    this.threads.delete(thread);
    thread.job?.settle(this.closed ? { page: null } : { error: new Error('the render thread stopped while rendering the page') });
    if (this.closed) return;
    if (thread.ready) {
      this.startThread();
    } else {
      this.restartTimer = setTimeout(() => {
        if (!this.closed) this.startThread();
      }, RESTART_AFTER_FAILED_START_MS);
      this.restartTimer.unref();
    }
    this.dispatch();
  }

  private giveUp(job: Job): void {
    job.settle({ page: null });
    const queued = this.waiting.indexOf(job);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      return;
    }
    const thread = [...this.threads].find((candidate) => candidate.job === job);
    if (!thread) return;
    thread.worker.postMessage({ type: 'abort' });
    thread.stopTimer = setTimeout(() => {
      if (thread.job !== job) return;
      this.options.log.warn({ url: job.page.url }, 'a render thread did not stop a page it was told to give up; replacing it');
      void thread.worker.terminate();
    }, this.stopWithinMs);
    thread.stopTimer.unref();
  }

  private dispatch(): void {
    for (const thread of this.threads) {
      if (this.waiting.length === 0) return;
      if (!thread.ready || thread.job) continue;
      const job = this.waiting.shift()!;
      thread.job = job;
      thread.worker.postMessage({ type: 'render', ...job.page });
    }
  }
}
