import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SalesResponse } from '@app/shared/contracts/sales';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';
import { packageId, passId } from '../../../test/payments';
import { coupons, transactions } from '../../db/schema/index';
import { seedPasses } from '../passes/index';
import { seedPackages } from '../store/service';
import { salesPeriod } from './sales';
import type { TransactionStatus } from '@app/shared/payment-constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedPackages(t.ctx.db);
  await seedPasses(t.ctx.db);
});

let seq = 0;
type Purchase = {
  packageId?: number;
  passId?: number;
  amountFils: number;
  paidAt: string;
  refundedAt?: string;
  status?: TransactionStatus;
  coupon?: { id: number; code: string; discountFils: number };
};
/** A purchase as the checkout and the refund leave it: credited at paidAt, refunded at refundedAt. */
async function purchase(userId: number, p: Purchase) {
  seq += 1;
  await t.ctx.db.insert(transactions).values({
    userId,
    packageId: p.packageId ?? null,
    passId: p.passId ?? null,
    passDays: p.passId ? 30 : null,
    passNameEn: p.passId ? 'Majlis pass' : null,
    passNameAr: p.passId ? 'باقة المجلس' : null,
    points: p.passId ? 0 : 10,
    amountFils: p.amountFils,
    couponId: p.coupon?.id ?? null,
    couponCode: p.coupon?.code ?? null,
    discountFils: p.coupon?.discountFils ?? 0,
    status: p.status ?? (p.refundedAt ? 'refunded' : 'completed'),
    transactionCode: `SALES-${seq}-${Date.now()}`,
    creditedAt: p.status === 'pending' || p.status === 'failed' ? null : new Date(p.paidAt),
    refundedAt: p.refundedAt ? new Date(p.refundedAt) : null,
    createdAt: new Date(p.paidAt),
  });
}

const sales = (cookie: string | null, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/sales${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('the console sales', () => {
  it('is for operators only: 401 to a visitor, 403 to a player, bad dates refused', async () => {
    const player = await seedSignedInUser(t.app, t.ctx.db, {
      email: 'ali@example.com',
    });
    const huda = await seedSignedInUser(t.app, t.ctx.db, {
      role: 'admin',
      email: 'huda@example.com',
    });
    expect((await sales(null, '')).statusCode).toBe(401);
    expect((await sales(player.cookie, '')).statusCode).toBe(403);
    const bad = await sales(huda.cookie, '?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ from: 'date_invalid' });
    const backwards = await sales(huda.cookie, '?from=2026-03-02&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'date_range_invalid' });
  });

  it('counts paid purchases, refunds and coupons per offer, to the fils, on Kuwait days', async () => {
    const huda = await seedSignedInUser(t.app, t.ctx.db, {
      role: 'admin',
      email: 'huda@example.com',
    });
    const buyer = await seedSignedInUser(t.app, t.ctx.db, {
      email: 'ali@example.com',
    });
    const small = await packageId(t.ctx.db, 10);
    const pass = await passId(t.ctx.db);
    const [coupon] = await t.ctx.db.insert(coupons).values({ code: 'EID20', kind: 'percent', value: 20 }).returning();
    const eid = { id: coupon!.id, code: 'EID20', discountFils: 250 };

    // March 1st in Kuwait runs from Feb 28 21:00 UTC to Mar 1 21:00 UTC.
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1250,
      paidAt: '2026-02-28T20:59:59Z',
    }); // Feb 28 in Kuwait: out
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1250,
      paidAt: '2026-02-28T21:00:00Z',
    }); // Mar 1 00:00: in
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1000,
      paidAt: '2026-03-01T10:00:00Z',
      coupon: eid,
    });
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1250,
      paidAt: '2026-03-01T11:00:00Z',
      refundedAt: '2026-03-02T20:59:59Z',
    }); // refunded Mar 2 23:59:59
    await purchase(buyer.user.id, {
      passId: pass,
      amountFils: 4000,
      paidAt: '2026-03-02T12:00:00Z',
      coupon: { ...eid, discountFils: 1000 },
    });
    await purchase(buyer.user.id, {
      passId: pass,
      amountFils: 5000,
      paidAt: '2026-02-20T12:00:00Z',
      refundedAt: '2026-03-01T09:00:00Z',
    }); // paid before, refunded in
    await purchase(buyer.user.id, {
      passId: pass,
      amountFils: 5000,
      paidAt: '2026-03-02T21:00:00Z',
    }); // Mar 3 in Kuwait: out
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1250,
      paidAt: '2026-03-01T12:00:00Z',
      status: 'pending',
    });
    await purchase(buyer.user.id, {
      packageId: small,
      amountFils: 1250,
      paidAt: '2026-03-01T12:00:00Z',
      status: 'failed',
      coupon: eid,
    });

    const response = await sales(huda.cookie, '?from=2026-03-01&to=2026-03-02');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SalesResponse>();
    expect(body.from).toBe('2026-03-01');
    expect(body.to).toBe('2026-03-02');
    expect(body.offers.find((o) => o.kind === 'package' && o.id === small)).toEqual({
      kind: 'package',
      id: small,
      points: 10,
      paidCount: 3,
      paidFils: 3500,
      refundCount: 1,
      refundFils: 1250,
    });
    expect(body.offers.find((o) => o.kind === 'pass' && o.id === pass)).toMatchObject({
      kind: 'pass',
      id: pass,
      paidCount: 1,
      paidFils: 4000,
      refundCount: 1,
      refundFils: 5000,
    });
    expect(body.offers.filter((o) => o.paidCount + o.refundCount > 0)).toHaveLength(2);
    expect(body.coupons).toEqual([
      {
        id: eid.id,
        code: 'EID20',
        discountFils: 1250,
        paidCount: 2,
        paidFils: 5000,
        refundCount: 0,
        refundFils: 0,
      },
    ]);
    expect(body.total).toEqual({
      paidCount: 4,
      paidFils: 7500,
      refundCount: 2,
      refundFils: 6250,
    });

    // One day only: March 2nd in Kuwait holds the pass bought with the code and the late refund.
    const day = (await sales(huda.cookie, '?from=2026-03-02&to=2026-03-02')).json<SalesResponse>();
    expect(day.total).toEqual({
      paidCount: 1,
      paidFils: 4000,
      refundCount: 1,
      refundFils: 1250,
    });
  });

  it('shows the last 30 Kuwait days when no period is chosen', async () => {
    // 22:30 UTC on Mar 31 is already Apr 1 in Kuwait.
    expect(salesPeriod({}, new Date('2026-03-31T22:30:00Z'))).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
    });
    expect(salesPeriod({ to: '2026-01-30' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
    const huda = await seedSignedInUser(t.app, t.ctx.db, {
      role: 'admin',
      email: 'huda@example.com',
    });
    const body = (await sales(huda.cookie, '')).json<SalesResponse>();
    expect(body.to).toBe(salesPeriod({}).to);
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.total).toEqual({
      paidCount: 0,
      paidFils: 0,
      refundCount: 0,
      refundFils: 0,
    });
  });
});
