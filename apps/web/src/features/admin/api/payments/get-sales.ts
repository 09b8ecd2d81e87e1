import { useQuery } from '@tanstack/react-query';
import type { SalesResponse } from '@app/shared/contracts/sales';
import { apiFetch } from '@/lib/api-client';

export type SalesPeriod = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;
const kuwaitDay = (at: number) => new Date(at + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);

/** The console's default period: the last 30 days, today included, in Kuwait (as the server counts them). */
export function lastThirtyDays(now = Date.now()): SalesPeriod {
  return { from: kuwaitDay(now - 29 * DAY_MS), to: kuwaitDay(now) };
}

/** GET /api/admin/sales: sales per package, pass and coupon over Kuwait days. */
export function getSales(period: SalesPeriod) {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  return apiFetch<SalesResponse>(`/api/admin/sales?${params.toString()}`);
}

export function useSales(period: SalesPeriod) {
  return useQuery({ queryKey: ['admin', 'sales', period], queryFn: () => getSales(period) });
}
