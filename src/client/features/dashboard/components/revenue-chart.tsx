import { useId } from 'react';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import { formatCompactDollars, formatMoney, fromCents, toCents } from '@shared/money';
import { monthName, parseDay } from '@client/lib/dates';
import {
  CHART_DEFAULT_WIDTH,
  CHART_HEIGHT,
  ChartGrid,
  ChartTable,
  plotY,
  roundAxisUp,
} from '@client/components/chart-grid';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useElementWidth } from '@client/lib/use-element-width';
import { useT } from '@client/i18n/use-t';

type Month = DashboardStats['revenueByMonth'][number];

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `cents` (in whole dollars, at least $100). */
export const axisMaximum = (cents: number) => roundAxisUp(Math.ceil(cents / 100), 100) * 100;

const monthDate = (month: string) => parseDay(`${month}-01`);
/** `March 2024` (`Mar 2024` when short) for a month `2024-03`. */
const monthAndYear = (month: string, form: 'long' | 'short' = 'long') =>
  `${monthName(monthDate(month), form)} ${month.slice(0, 4)}`;

/** Paid revenue per month as bars, drawn in SVG, with the same figures in a table for screen readers. */
export function RevenueChart({ months }: { months: Month[] | undefined }) {
  const t = useT();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('dashboard.chart.title')}</CardTitle>
        <CardDescription>{t('dashboard.chart.description')}</CardDescription>
      </CardHeader>
      <CardContent>{months ? <Bars id={id} months={months} /> : <Skeleton className="h-[220px] w-full" />}</CardContent>
    </Card>
  );
}

function Bars({ id, months }: { id: string; months: Month[] }) {
  const t = useT();
  const { ref, width } = useElementWidth(CHART_DEFAULT_WIDTH);
  const plot = { left: 50, right: width - 6, top: 10, bottom: CHART_HEIGHT - 40 };
  const cents = months.map((m) => toCents(m.revenue));
  const max = axisMaximum(Math.max(0, ...cents));
  const slot = (plot.right - plot.left) / months.length;
  const barWidth = Math.min(28, slot * 0.6);
  const y = plotY(plot, max);
  // On a phone a month's slot is narrower than 'May': one letter each (J F M ...).
  const monthLabel = slot < 28 ? 'narrow' : 'short';
  const total = cents.reduce((sum, c) => sum + c, 0);
  return (
    <div ref={ref}>
      <ChartGrid
        width={width}
        titleId={`${id}-title`}
        description={t('dashboard.chart.summary', {
          from: monthAndYear(months[0].month, 'short'),
          to: monthAndYear(months[months.length - 1].month, 'short'),
          total: formatMoney(fromCents(total)),
        })}
        plot={plot}
        ticks={[0, max / 2, max]}
        max={max}
        label={(tick) => formatCompactDollars(tick / 100)}
      >
        {months.map((m, i) => {
          const x = plot.left + slot * i + (slot - barWidth) / 2;
          const top = y(cents[i]);
          return (
            <g key={m.month}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, plot.bottom - top)}
                rx={2}
                className="fill-brand-600 dark:fill-brand-500"
              >
                <title>
                  {t('dashboard.chart.bar', { month: monthAndYear(m.month), amount: formatMoney(m.revenue) })}
                </title>
              </rect>
              <text
                x={x + barWidth / 2}
                y={plot.bottom + 13}
                textAnchor="middle"
                className="fill-slate-500 dark:fill-slate-400"
              >
                {monthName(monthDate(m.month), monthLabel)}
              </text>
            </g>
          );
        })}
        <text
          x={(plot.left + plot.right) / 2}
          y={CHART_HEIGHT - 6}
          textAnchor="middle"
          className="fill-current font-medium"
        >
          {t('dashboard.chart.month')}
        </text>
        <text
          transform={`translate(11 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current font-medium"
        >
          {t('dashboard.chart.revenueAxis')}
        </text>
      </ChartGrid>
      <ChartTable
        caption={t('dashboard.chart.tableCaption')}
        columns={[t('dashboard.chart.month'), t('dashboard.chart.revenue')]}
        rows={months.map((m) => ({ key: m.month, head: monthAndYear(m.month), cells: [formatMoney(m.revenue)] }))}
      />
    </div>
  );
}
