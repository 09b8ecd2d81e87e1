import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { createMyFatoorahClient, type FetchLike, type MyFatoorahClient } from './provider/myfatoorah-client';

/** What the payment services need: the database, the provider client and a few settings. */
export type PaymentsDeps = {
  db: Db;
  client: MyFatoorahClient;
  config: Pick<Config, 'appUrl' | 'payments'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sends a settled gift's e-mail to its recipient (without one, no gift e-mail goes out). */
  mailer?: Pick<Mailer, 'send'>;
};

/** One code path for the sandbox and the real gateway: only the base URL and key differ. */
export function createProviderClient(config: Pick<Config, 'payments'>, fetch?: FetchLike): MyFatoorahClient {
  return createMyFatoorahClient({ baseUrl: config.payments.baseUrl, apiKey: config.payments.apiKey, fetch });
}

/** A buyer waits on these: one attempt (the page re-checks; reconciliation retries later). */
export const INTERACTIVE_CALL = { timeoutMs: 30_000, retries: 0 } as const;
