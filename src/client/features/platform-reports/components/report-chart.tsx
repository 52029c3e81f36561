import { useId } from 'react';
import { bucketLabel, type ReportBucket } from '@shared/platform-reports/platform-reports.schemas';
import { formatCompactDollars, groupDigits } from '@shared/money';
import { CHART_DEFAULT_WIDTH, CHART_HEIGHT, ChartGrid, plotY, roundAxisUp } from '@client/components/chart-grid';
import { useElementWidth } from '@client/lib/use-element-width';
import { activeLanguage } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';

/** One series of a chart: its name in the legend, its bars' and swatch's colours. */
export type ChartSeries = { label: string; fill: string; swatch: string };

/** A bucket's values, one a series: cents for money, else counts. */
export type ChartRow = { key: string; values: number[] };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month's short name in the language shown (`Mar`, `mar`, `mars`). */
function monthName(month: number): string {
  const language = activeLanguage();
  if (language === 'en') return MONTHS[month - 1];
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    .format(Date.UTC(2000, month - 1, 1))
    .replace(/\.$/, '');
}

/** Under the axis: `Mar 9` for a day, `Mar` for a month (`Jan 31` for January, where the year turns). */
function axisLabel(key: string) {
  const [year, month, day] = key.split('-');
  const name = monthName(Number(month));
  if (day !== undefined) return `${name} ${Number(day)}`;
  return month === '01' ? `${name} ${year.slice(2)}` : name;
}

/**
 * The period's buckets as bars, drawn in SVG on the app's chart grid: stacked (parts of one whole, such as revenue)
 * or side by side. What is below zero (a day of refunds) is not drawn: the table beside the chart has every figure,
 * and the chart's description points to it.
 */
export function ReportChart(props: {
  title: string;
  what: string;
  bucket: ReportBucket;
  rows: ChartRow[];
  series: ChartSeries[];
  money?: boolean;
  stacked?: boolean;
}) {
  const { rows, series, money = false, stacked = false } = props;
  const t = useT();
  const titleId = useId();
  const { ref, width } = useElementWidth(CHART_DEFAULT_WIDTH);
  const plot = { left: money ? 48 : 36, right: width - 6, top: 10, bottom: CHART_HEIGHT - 28 };
  const heights = rows.map((row) =>
    stacked ? row.values.reduce((sum, v) => sum + Math.max(0, v), 0) : Math.max(0, ...row.values),
  );
  const peak = Math.max(0, ...heights);
  const max = money ? roundAxisUp(Math.ceil(peak / 100), 10) * 100 : roundAxisUp(peak, 4);
  const y = plotY(plot, max);
  const slot = (plot.right - plot.left) / Math.max(1, rows.length);
  // A label about every 70 pixels, evenly, whatever the period.
  const every = Math.max(1, Math.ceil(rows.length / Math.max(2, Math.floor(width / 70))));
  const barWidth = stacked
    ? Math.max(1, Math.min(24, slot * 0.6))
    : Math.max(1, Math.min(12, (slot * 0.8) / series.length));
  const first = rows[0]?.key;
  const last = rows[rows.length - 1]?.key;
  const bar = (key: string, x: number, from: number, to: number, s: ChartSeries) => (
    <rect
      key={key}
      x={x}
      y={y(to)}
      width={barWidth}
      height={Math.max(0, y(from) - y(to))}
      rx={stacked ? 0 : 1}
      className={s.fill}
    />
  );
  return (
    <div>
      <h3 id={titleId} className="mb-2 text-sm font-semibold">
        {props.title}
      </h3>
      <div ref={ref}>
        <ChartGrid
          width={width}
          titleId={titleId}
          description={
            !first
              ? ''
              : props.bucket === 'day'
                ? t('platform-reports.chart.descriptionDays', {
                    what: props.what,
                    from: bucketLabel(first),
                    to: bucketLabel(last),
                  })
                : t('platform-reports.chart.descriptionMonths', {
                    what: props.what,
                    from: bucketLabel(first),
                    to: bucketLabel(last),
                  })
          }
          plot={plot}
          ticks={[0, max / 2, max].filter((tick) => money || Number.isInteger(tick))}
          max={max}
          label={(tick) => (money ? formatCompactDollars(tick / 100) : groupDigits(tick))}
        >
          {rows.map((row, i) => {
            const centre = plot.left + slot * i + slot / 2;
            let base = 0;
            return (
              <g key={row.key}>
                {row.values.map((value, s) => {
                  const part = Math.max(0, value);
                  if (stacked) {
                    const drawn = bar(`${s}`, centre - barWidth / 2, base, base + part, series[s]);
                    base += part;
                    return drawn;
                  }
                  const x = centre - (barWidth * series.length) / 2 + barWidth * s;
                  return bar(`${s}`, x, 0, part, series[s]);
                })}
                {i % every === 0 && (
                  <text
                    x={centre}
                    y={plot.bottom + 14}
                    textAnchor="middle"
                    className="fill-slate-500 dark:fill-slate-400"
                  >
                    {axisLabel(row.key)}
                  </text>
                )}
              </g>
            );
          })}
        </ChartGrid>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
        {series.map((s) => (
          <li key={s.label} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${s.swatch}`} /> {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
