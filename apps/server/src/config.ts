import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OWN_CATEGORIES_MAX_DEFAULT, OWN_QUESTIONS_MAX_DEFAULT } from '@app/shared/contracts/own-categories';
import { OWN_IMPORT_ROWS_PER_MINUTE_DEFAULT } from '@app/shared/contracts/own-import';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 0 && n <= 65535, 'must be between 0 and 65535');

const url = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.every((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)), 'must be a comma-separated list of e-mail addresses');

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  UPLOAD_MAX_BYTES: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of bytes')
    .transform(Number)
    .refine((n) => n >= 1024 && n <= 20 * 1024 * 1024, 'must be between 1024 and 20971520')
    .default(2 * 1024 * 1024),
  DATABASE_WAIT_SECONDS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of seconds')
    .transform(Number)
    .refine((n) => n <= 3600, 'must be at most 3600')
    .default(30),
  BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Thaqalayn Quiz <no-reply@localhost>'),
  ADMIN_EMAILS: emailList.default([]),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'myfatoorah']).default('sandbox'),
  MYFATOORAH_BASE_URL: url(['http:', 'https:']).optional(),
  MYFATOORAH_API_KEY: z.string().min(1).optional(),
  MYFATOORAH_WEBHOOK_SECRET: z.string().min(1).optional(),
  SANDBOX_WEBHOOK_DELAY_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .default(1000),
  SANDBOX_CHECKOUT_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  MAIL_OUTBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  REQUEST_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .refine((n) => n >= 1000 && n <= 600_000, 'must be between 1000 and 600000')
    .default(30_000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be true, false, or a comma list of proxy addresses, ranges or loopback/linklocal/uniquelocal')
    .default('loopback'),
  WEB_DIST: z.string().optional(),
  OWN_CATEGORIES_MAX: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, 'must be between 1 and 10000')
    .default(OWN_CATEGORIES_MAX_DEFAULT),
  OWN_QUESTIONS_MAX: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 6 && n <= 100_000, 'must be between 6 and 100000')
    .default(OWN_QUESTIONS_MAX_DEFAULT),
  OWN_IMPORT_ROWS_PER_MINUTE: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100_000, 'must be between 1 and 100000')
    .default(OWN_IMPORT_ROWS_PER_MINUTE_DEFAULT),
});

export type Config = {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Images operators upload (logos, category images, sponsors): where they are kept, how large one may be. */
  uploads: { dir: string; maxBytes: number };
  /** How long a start waits for an unreachable PostgreSQL before giving up. */
  databaseWaitSeconds: number;
  /** Authorizes `npm run backup` against the running server (PGlite); generated into DATA_DIR. */
  backupKey: string;
  smtpUrl: string | undefined;
  /** No SMTP_URL on an https APP_URL, by the operator's explicit choice: mails (and their links) go to the outbox. */
  mailOutboxInProduction: boolean;
  mailFrom: string;
  adminEmails: string[];
  payments: {
    provider: 'sandbox' | 'myfatoorah';
    baseUrl: string;
    apiKey: string;
    webhookSecret: string;
    /** How long the sandbox waits before it sends its webhook (a real gateway is not instant). */
    sandboxWebhookDelayMs: number;
    /** Signs the sandbox's checkout links (a per-installation secret, never a constant). */
    sandboxCheckoutKey: string;
    /** The sandbox runs on an https APP_URL by the operator's explicit choice: test payments only. */
    sandboxInProduction: boolean;
  };
  sessionSecret: string;
  /** How long a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which peers may set X-Forwarded-For (the client address used by the abuse limits). */
  trustProxy: boolean | string;
  webDist: string | undefined;
  /** The most own categories, and questions across them, one user may keep (issue 29). */
  ownCategories: { maxCategories: number; maxQuestions: number; importRowsPerMinute: number };
};

export class ConfigError extends Error {}

/** Reads and validates every setting once. Throws ConfigError with one line naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'setting');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(raw[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'myfatoorah') {
    for (const key of ['MYFATOORAH_BASE_URL', 'MYFATOORAH_API_KEY', 'MYFATOORAH_WEBHOOK_SECRET'] as const) {
      if (!e[key]) throw new ConfigError(`Missing setting ${key}: required when PAYMENT_PROVIDER=myfatoorah`);
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritableFolder(dataDir);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const sandboxInProduction = e.PAYMENT_PROVIDER === 'sandbox' && appUrl.startsWith('https://');
  if (sandboxInProduction && e.SANDBOX_IN_PRODUCTION !== 'true') {
    throw new ConfigError(
      'Refusing to start: PAYMENT_PROVIDER=sandbox with an https APP_URL would hand out points for test cards. Set PAYMENT_PROVIDER=myfatoorah, or SANDBOX_IN_PRODUCTION=true for a test deployment.',
    );
  }
  const mailOutboxInProduction = !e.SMTP_URL && appUrl.startsWith('https://');
  if (mailOutboxInProduction && e.MAIL_OUTBOX_IN_PRODUCTION !== 'true') {
    throw new ConfigError(
      'Refusing to start: an https APP_URL without SMTP_URL would send no mail and write every password reset and confirmation link to the outbox and the log. Set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=true for a test deployment.',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    uploads: { dir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')), maxBytes: e.UPLOAD_MAX_BYTES },
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    backupKey: e.BACKUP_KEY ?? persistentSecret(dataDir, 'backup-key'),
    smtpUrl: e.SMTP_URL,
    mailOutboxInProduction,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    payments:
      e.PAYMENT_PROVIDER === 'myfatoorah'
        ? {
            provider: 'myfatoorah',
            baseUrl: e.MYFATOORAH_BASE_URL!.replace(/\/+$/, ''),
            apiKey: e.MYFATOORAH_API_KEY!,
            webhookSecret: e.MYFATOORAH_WEBHOOK_SECRET!,
            sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
            sandboxCheckoutKey: '',
            sandboxInProduction: false,
          }
        : {
            provider: 'sandbox',
            baseUrl: `${appUrl}/sandbox/myfatoorah`,
            apiKey: e.MYFATOORAH_API_KEY ?? persistentSecret(dataDir, 'sandbox-api-key'),
            webhookSecret: e.MYFATOORAH_WEBHOOK_SECRET ?? persistentSecret(dataDir, 'sandbox-webhook-secret'),
            sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
            sandboxCheckoutKey: e.SANDBOX_CHECKOUT_KEY ?? persistentSecret(dataDir, 'sandbox-checkout-key'),
            sandboxInProduction,
          },
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    ownCategories: { maxCategories: e.OWN_CATEGORIES_MAX, maxQuestions: e.OWN_QUESTIONS_MAX, importRowsPerMinute: e.OWN_IMPORT_ROWS_PER_MINUTE },
  };
}

/** DATA_DIR must be a folder this user can write to (created when missing). */
/**
 * Creates a folder and its missing parents one level at a time. Node's recursive mkdir never
 * returns on a pseudo file system such as /proc (it retries ENOENT forever at full CPU); a plain
 * mkdir there fails at once.
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let at = dir; !existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing) mkdirSync(folder);
}

function ensureWritableFolder(dataDir: string): void {
  const what = `DATA_DIR=${dataDir}`;
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new ConfigError(`${what} is a file, not a folder: set DATA_DIR to a folder the server can write to.`);
  }
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    makeFolder(dataDir);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(
      `${what} is not writable by this user (${code}): give the server's user write access to it, or set DATA_DIR to a folder it can write to.`,
    );
  }
}

/**
 * A secret generated on first start and kept in DATA_DIR (readable by the server's user only), so
 * restarts keep sessions and sandbox links valid and no two installations share one.
 */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
