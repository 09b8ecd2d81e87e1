/** The console's overview (GET /api/admin/overview). Days are Kuwait days (UTC+3, no daylight saving). */
export const OVERVIEW_DAYS = 30;
export const OVERVIEW_UTC_OFFSET_HOURS = 3;

export type OverviewFigures = { signups: number; games: number; revenueFils: number };
export type OverviewDay = OverviewFigures & { date: string };

export type AdminOverviewResponse = {
  onlineNow: number;
  today: OverviewFigures;
  last30Days: OverviewFigures;
  /** The 30 days ending today, oldest first, every day present (zeros when nothing happened). */
  days: OverviewDay[];
  /** Question reports not yet resolved, and feedback messages still new. */
  openReports: { questions: number; messages: number };
};
