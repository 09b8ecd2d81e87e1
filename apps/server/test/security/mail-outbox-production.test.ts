import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

/** Probe finding: with an https APP_URL and no SMTP_URL the server started and logged every reset and confirmation link. */
const production = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'outbox-')),
  APP_URL: 'https://quiz.example.com',
  PAYMENT_PROVIDER: 'myfatoorah',
  MYFATOORAH_BASE_URL: 'https://apitest.example.com',
  MYFATOORAH_API_KEY: 'k',
  MYFATOORAH_WEBHOOK_SECRET: 's',
});

describe('mail on a public address', () => {
  it('refuses to start without SMTP_URL unless MAIL_OUTBOX_IN_PRODUCTION=true', () => {
    expect(() => loadConfig(production())).toThrow(ConfigError);
    expect(() => loadConfig(production())).toThrow(
      'Refusing to start: an https APP_URL without SMTP_URL would send no mail and write every password reset and confirmation link to the outbox and the log. Set SMTP_URL, or MAIL_OUTBOX_IN_PRODUCTION=true for a test deployment.',
    );
    expect(loadConfig({ ...production(), MAIL_OUTBOX_IN_PRODUCTION: 'true' }).mailOutboxInProduction).toBe(true);
    expect(loadConfig({ ...production(), SMTP_URL: 'smtp://mail.example.com:587' }).mailOutboxInProduction).toBe(false);
    // Development (http) keeps the outbox without asking.
    expect(loadConfig({ DATA_DIR: production().DATA_DIR }).mailOutboxInProduction).toBe(false);
  });
});
