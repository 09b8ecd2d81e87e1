import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OVERVIEW_DAYS, OVERVIEW_UTC_OFFSET_HOURS, type AdminOverviewResponse, type OverviewDay, type OverviewFigures } from '@app/shared/contracts/overview';
import type { Db } from '../../db/client';
import { games, messages, questionReports, transactions, users } from '../../db/schema/index';
import { listPresence } from '../presence/index';

const OFFSET_MS = OVERVIEW_UTC_OFFSET_HOURS * 3600_000;

/** The local (Kuwait) date of an instant, as YYYY-MM-DD. */
const localDate = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The local date of a timestamp column, in SQL. */
const dayOf = (column: PgColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(OVERVIEW_UTC_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

async function perDay(db: Db, column: PgColumn, since: Date, value: SQL<number>, where?: SQL) {
  const day = dayOf(column);
  const rows = await db
    .select({ day, value })
    .from(column.table)
    .where(and(gte(column, since), where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

/**
 * Players online now, sign-ups, games created and revenue (completed payments, on the day they
 * were credited) today and over the last 30 days, day by day, and the open reports.
 */
export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverviewResponse> {
  const dates = Array.from({ length: OVERVIEW_DAYS }, (_, i) => localDate(new Date(now.getTime() - (OVERVIEW_DAYS - 1 - i) * 86_400_000)));
  // Midnight (local) at the start of the first day, as an instant.
  const since = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - OFFSET_MS);
  const [signups, created, revenue, presence, [reports], [inbox]] = await Promise.all([
    perDay(db, users.createdAt, since, sql<number>`count(*)`),
    perDay(db, games.createdAt, since, sql<number>`count(*)`),
    perDay(db, transactions.creditedAt, since, sql<number>`coalesce(sum(${transactions.amountFils}), 0)`, eq(transactions.status, 'completed')),
    listPresence(db, now),
    db.select({ n: count() }).from(questionReports).where(eq(questionReports.status, 'open')),
    db.select({ n: count() }).from(messages).where(eq(messages.status, 'new')),
  ]);
  const days: OverviewDay[] = dates.map((date) => ({
    date,
    signups: signups.get(date) ?? 0,
    games: created.get(date) ?? 0,
    revenueFils: revenue.get(date) ?? 0,
  }));
  const sum = (list: OverviewDay[]): OverviewFigures => ({
    signups: list.reduce((total, day) => total + day.signups, 0),
    games: list.reduce((total, day) => total + day.games, 0),
    revenueFils: list.reduce((total, day) => total + day.revenueFils, 0),
  });
  const { date: _today, ...today } = days.at(-1)!;
  return {
    onlineNow: presence.onlineNow,
    today,
    last30Days: sum(days),
    days,
    openReports: { questions: reports?.n ?? 0, messages: inbox?.n ?? 0 },
  };
}
