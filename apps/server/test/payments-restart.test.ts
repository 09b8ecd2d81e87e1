import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client';
import { passGrants, pointLedger, transactions } from '../src/db/schema/index';
import { withDatabase } from './global-setup';
import { expectLedgerMatchesBalances } from './payments';
import { exited, freePort, serverEnv, startServer } from './server-process';

/**
 * Killing the server between the provider's "paid" and the credit loses nothing: a real server
 * process takes three payments (points, a pass and a gift) whose webhooks are still on their way, is
 * killed (SIGKILL), and the next start's reconciliation settles each exactly once (the gift's e-mail
 * sent once).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'quiz-restart-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const pgName = `quiz_restart_${process.pid}_${randomBytes(3).toString('hex')}`;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
  }
});

/** The gift's e-mails the server wrote to its outbox (no SMTP in tests). */
const giftMails = () => {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((file) => file.includes('friend.crash')) : [];
};

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startServer(port, serverEnv(port, dataDir, { ...(pgUrl ? { DATABASE_URL: withDatabase(pgUrl, pgName) } : {}), ...env }));
}

it('a points payment, a pass payment and a gift taken just before a crash are settled once after the restart', { timeout: 400_000 }, async () => {
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${pgName} template ${inject('pgTemplate')}`);
    await admin.end();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The sandbox's webhook would arrive much later: the crash comes first.
  child = await start(port, { SANDBOX_WEBHOOK_DELAY_MS: '600000' });

  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ali', lastName: 'Crash', email: 'crash@example.com', password: 'secret-1', confirmPassword: 'secret-1', country: 'KW', phone: '55512345' }),
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const packages = (await (await fetch(`${base}/api/store/packages`)).json()) as { packages: { id: number; points: number }[] };
  const threeGames = packages.packages.find((p) => p.points === 3)!;
  const order = await fetch(`${base}/api/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ packageId: threeGames.id, paymentMethod: 'vm' }),
  });
  expect(order.status).toBe(201);
  const { paymentUrl, transactionId } = (await order.json()) as { paymentUrl: string; transactionId: number };

  // The buyer pays on the provider's page...
  const paid = await fetch(paymentUrl.replace(/&method=vm$/, ''), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'vm', action: 'pay', cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', name: 'Ali Crash' }).toString(),
  });
  expect(paid.status).toBe(303);
  // ...and pays for a pass too...
  const store = (await (await fetch(`${base}/api/store/packages`)).json()) as { passes: { id: number; days: number }[] };
  const passOrder = await fetch(`${base}/api/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ passId: store.passes.find((p) => p.days === 30)!.id, paymentMethod: 'vm' }),
  });
  expect(passOrder.status).toBe(201);
  const passCheckout = (await passOrder.json()) as { paymentUrl: string; transactionId: number };
  const passPaid = await fetch(passCheckout.paymentUrl.replace(/&method=vm$/, ''), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'vm', action: 'pay', cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', name: 'Ali Crash' }).toString(),
  });
  expect(passPaid.status).toBe(303);
  // ...and gives the same package to a friend...
  const giftOrder = await fetch(`${base}/api/payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ packageId: threeGames.id, paymentMethod: 'vm', gift: { email: 'Friend.Crash@example.com', message: 'Eid Mubarak' } }),
  });
  expect(giftOrder.status).toBe(201);
  const giftCheckout = (await giftOrder.json()) as { paymentUrl: string; transactionId: number };
  const giftPaid = await fetch(giftCheckout.paymentUrl.replace(/&method=vm$/, ''), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'vm', action: 'pay', cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', name: 'Ali Crash' }).toString(),
  });
  expect(giftPaid.status).toBe(303);
  // ...and the server dies before anyone (return page, webhook) asks about any of them.
  child.kill('SIGKILL');
  await exited(child);

  child = await start(port, { SANDBOX_WEBHOOK_DELAY_MS: '0' });
  let points = 0;
  let pass: { nameEn: string } | null = null;
  for (let i = 0; i < 300 && (points !== 5 || !pass); i++) {
    const session = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as { user: { points: number } };
    points = session.user.points;
    pass = ((await (await fetch(`${base}/api/store/my-pass`, { headers: { cookie } })).json()) as { pass: { nameEn: string } | null }).pass;
    if (points !== 5 || !pass) await new Promise((r) => setTimeout(r, 200));
  }
  expect(points).toBe(5);
  expect(pass).toMatchObject({ nameEn: 'Majlis pass: 30 days' });
  for (let i = 0; i < 300 && giftMails().length === 0; i++) await new Promise((r) => setTimeout(r, 200));
  const list = (await (await fetch(`${base}/api/payments/transactions?sort=oldest`, { headers: { cookie } })).json()) as { transactions: { id: number; status: string }[] };
  expect(list.transactions).toEqual([
    expect.objectContaining({ id: transactionId, status: 'completed' }),
    expect.objectContaining({ id: passCheckout.transactionId, status: 'completed' }),
    // The gift is settled and waits for its recipient: the buyer's points stay 5.
    expect.objectContaining({ id: giftCheckout.transactionId, status: 'completed', gift: { to: 'f***@example.com', message: 'Eid Mubarak', status: 'waiting' } }),
  ]);
  expect(giftMails()).toHaveLength(1);
  const again = await fetch(`${base}/api/payments/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ paymentId: new URL(paid.headers.get('location')!).searchParams.get('paymentId') }),
  });
  expect(((await again.json()) as { points: number }).points).toBe(5);

  child.kill('SIGTERM');
  await exited(child);
  expect(child.exitCode).toBe(0);
  const database = await openDatabase({ dataDir, databaseUrl: pgUrl ? withDatabase(pgUrl, pgName) : undefined });
  try {
    const credits = await database.db.select().from(pointLedger).where(sql`${pointLedger.reason} = 'purchase'`);
    // The points and the pass are credited once; the gift credits nobody until its recipient confirms the address.
    expect(credits.map((c) => c.delta).sort()).toEqual([0, 3]);
    const [gift] = await database.db.select().from(transactions).where(eq(transactions.id, giftCheckout.transactionId));
    expect(gift).toMatchObject({ status: 'completed', giftStatus: 'waiting', giftEmail: 'friend.crash@example.com', giftRecipientId: null });
    expect(await database.db.select().from(passGrants)).toHaveLength(1);
    const [row] = await database.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(row!.status).toBe('completed');
    await expectLedgerMatchesBalances(database.db);
  } finally {
    await database.close();
  }
});
