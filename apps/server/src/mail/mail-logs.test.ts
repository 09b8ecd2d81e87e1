import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { randomIp } from '../../test/factories';
import { isResetMail, parseMail, resetLinkOf, startSmtpServer, type TestSmtpServer } from '../../test/mail';
import { loggerOptions } from '../logger';

/** Every line the app logs, at the most verbose level. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { lines, text: () => lines.join(''), options: { ...loggerOptions(testConfig()), level: 'trace', stream } };
}

const SIGNUP = {
  firstName: 'Layla',
  lastName: 'Secret',
  password: 'signup-Pass-7731',
  confirmPassword: 'signup-Pass-7731',
  country: 'KW',
  phone: '55512345',
};

async function runAccountFlows(t: TestApp, email: string, takeLink: () => Promise<string>) {
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) } });
  const signup = await post('/api/auth/signup', { ...SIGNUP, email });
  expect(signup.statusCode).toBe(201);
  const cookie = `sid=${signup.cookies.find((c) => c.name === 'sid')!.value}`;
  expect((await post('/api/auth/login', { email, password: 'wrong-Pass-9904' })).statusCode).toBe(401);
  expect((await post('/api/auth/login', { email, password: SIGNUP.password, remember: true })).statusCode).toBe(200);
  expect((await post('/api/auth/change-password', { currentPassword: SIGNUP.password, newPassword: 'changed-Pass-5520', confirmPassword: 'changed-Pass-5520' }, cookie)).statusCode).toBe(200);
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const link = await takeLink();
  const token = new URL(link).searchParams.get('token')!;
  // The reset page itself is requested with the token in its address.
  await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}`, headers: { cookie } });
  expect((await post('/api/auth/reset-password/check', { token })).statusCode).toBe(200);
  expect((await post('/api/auth/reset-password', { token, newPassword: 'reset-Pass-3318', confirmPassword: 'reset-Pass-3318' })).statusCode).toBe(200);
  expect((await post('/api/auth/reset-password', { token, newPassword: 'reset-Pass-3318', confirmPassword: 'reset-Pass-3318' })).statusCode).toBe(400);
  const again = await post('/api/auth/login', { email, password: 'reset-Pass-3318' });
  expect(again.statusCode).toBe(200);
  return { link, token, cookies: [cookie, `sid=${again.cookies.find((c) => c.name === 'sid')!.value}`] };
}

describe('no password, token or reset link is ever written to the log (SMTP mode)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url }, logger: log.options });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('greps the whole captured log after every account flow', async () => {
    const email = 'layla.logs@example.com';
    const { link, token, cookies } = await runAccountFlows(t, email, async () => resetLinkOf(await smtp.waitForMail(email, 10_000, isResetMail)));
    await t.app.mailer.idle();
    const text = log.text();
    // The log did capture the requests (so an empty log cannot pass this test)...
    expect(text).toContain('"url":"/api/auth/login"');
    expect(text).toContain('"url":"/reset-password"');
    expect(text).toContain('mail sent');
    // ...and none of the secrets.
    const secrets = [SIGNUP.password, 'wrong-Pass-9904', 'changed-Pass-5520', 'reset-Pass-3318', token, link, 'token=', ...cookies.map((c) => c.slice(4))];
    for (const secret of secrets) expect(text, `log contains ${secret}`).not.toContain(secret);
  });
});

describe('outbox mode (no SMTP_URL)', () => {
  let t: TestApp;
  const log = captureLog();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-outbox-'));
  beforeAll(async () => {
    t = await createTestApp({ config: { DATA_DIR: dataDir }, logger: log.options });
  });
  afterAll(() => t.close());

  it('writes each mail to DATA_DIR/outbox/<time>-<to>.eml and logs the reset link at info level', async () => {
    const email = 'omar.outbox@example.com';
    expect(t.app.mailer.mode).toBe('outbox');
    const outbox = path.join(dataDir, 'outbox');
    const { link } = await runAccountFlows(t, email, async () => {
      await t.app.mailer.idle();
      // The confirmation mail of the signup came first, the reset mail second.
      const [, file] = readdirSync(outbox).sort();
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-omar\.outbox@example\.com\.eml$/);
      const mail = parseMail(readFileSync(path.join(outbox, file!), 'utf8'));
      expect(mail.subject).toBe('Reset your Thaqalayn Quiz password');
      return resetLinkOf(mail);
    });
    const line = log.lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.msg.includes(link));
    expect(line).toMatchObject({ level: 30, msg: `Password reset link for ${email} (mail outbox; set SMTP_URL to send mail): ${link}` });
  });
});
