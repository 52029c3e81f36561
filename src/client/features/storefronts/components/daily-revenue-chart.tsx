import { formatCompactDollars, formatMoney, toCents } from '@shared/money';
import type { StorefrontAnalytics } from '@shared/storefronts/storefront.schemas';
import { ChartTable, roundAxisUp } from '@client/components/chart-grid';
import { formatDate } from '@client/lib/dates';
import { DayChart } from './day-chart';
import { useT } from '@client/i18n/use-t';

type Day = StorefrontAnalytics['series'][number];

/**
 * The storefront's order revenue per day as bars, drawn in SVG, with each day's orders, revenue and fees in a table
 * for screen readers; `total` is the period's revenue as the server counted it.
 */
export function DailyRevenueChart({ series, total, titleId }: { series: Day[]; total: string; titleId: string }) {
  // In cents: a round figure of whole dollars at or above the best day, at least $10.
  const t = useT();
  const max = roundAxisUp(Math.ceil(Math.max(0, ...series.map((d) => toCents(d.revenue))) / 100), 10) * 100;
  return (
    <DayChart
      series={series}
      titleId={titleId}
      describe={(from, to) => t('storefronts.analytics.revenueDescription', { from, to, total: formatMoney(total) })}
      max={max}
      ticks={[0, max / 2, max]}
      label={(tick) => formatCompactDollars(tick / 100)}
      left={44}
      bars={(d, { x, slot, y, bottom }) => {
        const bar = Math.max(1, Math.min(20, slot * 0.6));
        const top = y(toCents(d.revenue));
        return (
          <rect
            x={x - bar / 2}
            y={top}
            width={bar}
            height={Math.max(0, bottom - top)}
            rx={2}
            className="fill-emerald-600 dark:fill-emerald-500"
          >
            <title>
              {t('storefronts.analytics.revenueDay', {
                day: formatDate(d.day),
                revenue: formatMoney(d.revenue),
                orders: d.orders,
              })}
            </title>
          </rect>
        );
      }}
    >
      <ChartTable
        caption={t('storefronts.analytics.revenueTitle')}
        columns={[
          t('storefronts.analytics.day'),
          t('storefronts.analytics.orders'),
          t('storefronts.analytics.revenue'),
          t('storefronts.analytics.fees'),
        ]}
        rows={series.map((d) => ({
          key: d.day,
          head: formatDate(d.day),
          cells: [d.orders, formatMoney(d.revenue), formatMoney(d.fees)],
        }))}
      />
    </DayChart>
  );
}
