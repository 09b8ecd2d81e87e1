import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payments.provider).toBe('sandbox');
    expect(config.payments.baseUrl).toBe('http://localhost:3000/sandbox/myfatoorah');
    expect(config.payments.sandboxWebhookDelayMs).toBe(1000);
    expect(config.logLevel).toBe('info');
    expect(config.adminEmails).toEqual([]);
  });

  it('trusts X-Forwarded-For from loopback proxies by default; TRUST_PROXY changes that', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": must be a whole number'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000": must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL="mysql://x": must be a URL starting with postgres:// or postgresql://'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL="loud"'],
    [{ ADMIN_EMAILS: 'a@b.co, nope' }, 'Invalid setting ADMIN_EMAILS="a@b.co, nope": must be a comma-separated list of e-mail addresses'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'Invalid setting PAYMENT_PROVIDER="stripe"'],
    [{ PAYMENT_PROVIDER: 'myfatoorah' }, 'Missing setting MYFATOORAH_BASE_URL: required when PAYMENT_PROVIDER=myfatoorah'],
    [{ SESSION_SECRET: 'short' }, 'Invalid setting SESSION_SECRET="short": must be at least 32 characters'],
    [{ TRUST_PROXY: 'any;thing' }, 'Invalid setting TRUST_PROXY="any;thing": must be true, false, or a comma list of proxy addresses'],
    [{ SANDBOX_WEBHOOK_DELAY_MS: 'soon' }, 'Invalid setting SANDBOX_WEBHOOK_DELAY_MS="soon": must be a whole number of milliseconds'],
  ])('refuses %o with one line naming the setting', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });

  it('reads every production setting', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      APP_URL: 'https://quiz.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      DATABASE_URL: 'postgres://u:p@db:5432/quiz',
      ADMIN_EMAILS: 'Admin@Example.com, ops@example.com',
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_BASE_URL: 'https://apitest.myfatoorah.com/',
      MYFATOORAH_API_KEY: 'key',
      MYFATOORAH_WEBHOOK_SECRET: 'whsec',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('https://quiz.example.com');
    expect(config.adminEmails).toEqual(['admin@example.com', 'ops@example.com']);
    expect(config.payments).toEqual({
      provider: 'myfatoorah',
      baseUrl: 'https://apitest.myfatoorah.com',
      apiKey: 'key',
      webhookSecret: 'whsec',
      sandboxWebhookDelayMs: 1000,
      sandboxCheckoutKey: '',
      sandboxInProduction: false,
    });
    expect(config.sessionSecret).toBe('x'.repeat(40));
  });
});
