import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes each mail to DATA_DIR/outbox (no SMTP_URL). */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Sends in the background (callers answer without waiting, so the answer does not reveal by its
   * timing whether a mail went out). `outboxNote` is logged at info level in outbox mode only: it
   * may hold what a developer needs (a reset link) and must never reach the log of a real server.
   */
  send(message: MailMessage, options?: { outboxNote?: string }): void;
  /**
   * Runs work after the current answer is sent (and before idle() resolves): what a request does
   * for one case and not another must not show in how long it takes to answer.
   */
  later(work: () => Promise<void>): void;
  /** Resolves once every mail handed to send() is delivered or has failed, and every later() work ran. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * A mail that could not be sent or written (SMTP server away, full disk) is tried again after
 * these waits; only after the last one is it given up (logged). The wait is cut short on close.
 */
export const MAIL_RETRY_DELAYS_MS = [1_000, 10_000, 60_000, 300_000];

const fileSafe = (text: string) => text.replace(/[^\w@.+-]/g, '_').slice(0, 100);

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
  options: { retryDelaysMs?: readonly number[]; writeFile?: typeof writeFile } = {},
): Mailer {
  const retryDelaysMs = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const writeOutboxFile = options.writeFile ?? writeFile;
  const mode = config.smtpUrl ? 'smtp' : 'outbox';
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  // Waits before a retry; close() ends them so a stopping server does not wait minutes.
  const waits = new Set<() => void>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });
  let closing = false;

  async function deliver(message: MailMessage, outboxNote: string | undefined): Promise<void> {
    const info = await transport.sendMail({ from: config.mailFrom, ...message });
    if (mode === 'smtp') {
      log.info({ mail: { subject: message.subject } }, 'mail sent');
      return;
    }
    const dir = path.join(config.dataDir, 'outbox');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(message.to)}.eml`);
    await writeOutboxFile(file, (info as { message: Buffer }).message);
    log.info({ mail: { file } }, outboxNote ?? 'mail written to the outbox');
  }

  async function deliverWithRetries(message: MailMessage, outboxNote: string | undefined): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await deliver(message, outboxNote);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closing) throw error;
        const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
        log.warn({ mail: { subject: message.subject, code, responseCode, retryInMs: delay } }, 'mail not sent yet, trying again');
        await wait(delay);
      }
    }
  }

  return {
    mode,
    send(message, options = {}) {
      const delivery: Promise<void> = deliverWithRetries(message, options.outboxNote)
        .catch((error: unknown) => {
          // Only the code and the server's reply status: never the message or its contents.
          const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
          log.error({ mail: { subject: message.subject, code, responseCode } }, 'mail could not be sent');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    later(work) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'background work failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closing = true;
      for (const done of [...waits]) done();
      await this.idle();
      transport.close();
    },
  };
}

/** One mailer per app (app.mailer), closed with the app after the last mail is out. */
export function registerMailer(app: FastifyInstance, config: Config): void {
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}
