import { z } from '../zod';

/** How many months the revenue chart covers, the current one included. */
export const REVENUE_MONTHS = 12;

/** GET /api/dashboard/stats: the owner's figures, all computed in SQL. */
export const dashboardStatsSchema = z.object({
  /** Sum of the totals of paid invoices. */
  totalRevenue: z.string(),
  paidCount: z.number(),
  /** What is still due on invoices sent, viewed or overdue: their totals less their partial payments. */
  outstanding: z.string(),
  outstandingCount: z.number(),
  overdueCount: z.number(),
  customers: z.number(),
  /** Sum of the commission of merchandise orders paid and not cancelled. */
  commission: z.string(),
  revenueBreakdown: z.object({ serviceRevenue: z.string(), supplySales: z.string(), total: z.string() }),
  /** The last 12 calendar months in the owner's time zone, oldest first; months without revenue read "0.00". */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.string() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
