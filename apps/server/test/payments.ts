import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CheckoutResponse } from '@app/shared/contracts/payments';
import type { Db } from '../src/db/client';
import { packages, passes, pointLedger, users } from '../src/db/schema/index';

export const CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  pendingThenPaid: '4000 0000 0000 0259',
  staysPending: '4000 0000 0000 9995',
} as const;

export async function packageId(db: Db, points: number): Promise<number> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.points, points)).limit(1);
  if (!row) throw new Error(`no ${points}-point package`);
  return row.id;
}

export async function checkout(app: FastifyInstance, cookie: string, body: ({ packageId: number } | { passId: number }) & { paymentMethod?: 'kn' | 'vm' }): Promise<CheckoutResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie }, payload: body });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<CheckoutResponse>();
}

/** The seeded pass ("Majlis pass: 30 days"). */
export async function passId(db: Db): Promise<number> {
  const [row] = await db.select({ id: passes.id }).from(passes).where(eq(passes.days, 30)).limit(1);
  if (!row) throw new Error('no 30-day pass');
  return row.id;
}

/** Submits the sandbox's hosted checkout form as a buyer would. */
export async function payOnSandbox(
  app: FastifyInstance,
  paymentUrl: string,
  card: string,
  options: { method?: 'kn' | 'vm'; action?: 'pay' | 'cancel'; expiry?: string; secret?: string } = {},
): Promise<{ status: number; location: string | null; paymentId: string | null; body: string }> {
  const url = new URL(paymentUrl);
  const method = options.method ?? (url.searchParams.get('method') === 'kn' ? 'kn' : 'vm');
  const form = new URLSearchParams({
    method,
    action: options.action ?? 'pay',
    lang: 'en',
    ...(method === 'kn'
      ? { knetCardNumber: card, knetExpiry: options.expiry ?? '09/30', pin: options.secret ?? '1234', bank: '0' }
      : { cardNumber: card, expiry: options.expiry ?? '12/39', cvv: options.secret ?? '123', name: 'Zahra Test' }),
  });
  const response = await app.inject({
    method: 'POST',
    url: `${url.pathname}?token=${url.searchParams.get('token')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = (response.headers.location as string | undefined) ?? null;
  return { status: response.statusCode, location, paymentId: location ? new URL(location).searchParams.get('paymentId') : null, body: response.body };
}

export async function verify(app: FastifyInstance, cookie: string, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/payments/verify', headers: { cookie }, payload: body });
}

export async function balance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

export async function purchaseCredits(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(sql`${pointLedger.userId} = ${userId} and ${pointLedger.reason} = 'purchase'`);
  return row!.n;
}

/** Raw SQL rows on either driver (PGlite and node-postgres both answer { rows }). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** DECISIONS.md 13: every balance equals its ledger's sum, and none is below 0. */
export async function expectLedgerMatchesBalances(db: Db): Promise<void> {
  const list = await queryRows<{ id: number; points: number; ledger: number }>(db, sql`
    select u.id, u.points, coalesce(sum(l.delta), 0)::int as ledger
    from users u left join point_ledger l on l.user_id = u.id
    group by u.id, u.points`);
  const wrong = list.filter((r) => Number(r.points) !== Number(r.ledger) || Number(r.points) < 0);
  expect(wrong).toEqual([]);
}
