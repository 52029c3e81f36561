import { useId } from 'react';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import { formatCompactDollars, formatMoney, fromCents, toCents } from '@shared/money';
import { monthName, parseDay } from '@client/lib/dates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useElementWidth } from '@client/lib/use-element-width';

type Month = DashboardStats['revenueByMonth'][number];

const HEIGHT = 220;
/** Until the card is measured (and in tests, without layout): about a phone's width. */
const DEFAULT_WIDTH = 340;

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `cents` (in whole dollars, at least $100). */
export function axisMaximum(cents: number): number {
  const dollars = Math.max(100, Math.ceil(cents / 100));
  const power = 10 ** Math.floor(Math.log10(dollars));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= dollars)!;
  return step * power * 100;
}

const monthDate = (month: string) => parseDay(`${month}-01`);
/** `March 2024` (`Mar 2024` when short) for a month `2024-03`. */
const monthAndYear = (month: string, form: 'long' | 'short' = 'long') =>
  `${monthName(monthDate(month), form)} ${month.slice(0, 4)}`;

/** Paid revenue per month as bars, drawn in SVG, with the same figures in a table for screen readers. */
export function RevenueChart({ months }: { months: Month[] | undefined }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Revenue by Month</CardTitle>
        <CardDescription>Paid invoices over the last 12 months.</CardDescription>
      </CardHeader>
      <CardContent>{months ? <Bars id={id} months={months} /> : <Skeleton className="h-[220px] w-full" />}</CardContent>
    </Card>
  );
}

function Bars({ id, months }: { id: string; months: Month[] }) {
  const { ref, width } = useElementWidth(DEFAULT_WIDTH);
  const plot = { left: 50, right: width - 6, top: 10, bottom: HEIGHT - 40 };
  const cents = months.map((m) => toCents(m.revenue));
  const max = axisMaximum(Math.max(0, ...cents));
  const slot = (plot.right - plot.left) / months.length;
  const barWidth = Math.min(28, slot * 0.6);
  const y = (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
  const ticks = [0, max / 2, max];
  // On a phone a month's slot is narrower than 'May': one letter each (J F M ...).
  const monthLabel = slot < 28 ? 'narrow' : 'short';
  const total = cents.reduce((sum, c) => sum + c, 0);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        className="block max-w-full text-[11px]"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>
          {`Bar chart of paid revenue per month from ${monthAndYear(months[0].month, 'short')} to ${monthAndYear(months[months.length - 1].month, 'short')}, ${formatMoney(fromCents(total))} in all.`}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200 dark:stroke-slate-700"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={plot.left - 4} y={y(tick) + 3} textAnchor="end" className="fill-slate-500 dark:fill-slate-400">
              {formatCompactDollars(tick / 100)}
            </text>
          </g>
        ))}
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
                <title>{`${monthAndYear(m.month)}: ${formatMoney(m.revenue)}`}</title>
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
        <text x={(plot.left + plot.right) / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-current font-medium">
          Month
        </text>
        <text
          transform={`translate(11 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current font-medium"
        >
          Revenue (USD)
        </text>
      </svg>
      <table className="sr-only">
        <caption>Paid revenue by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthAndYear(m.month)}</th>
              <td>{formatMoney(m.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
