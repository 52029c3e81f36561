import { useId } from 'react';
import type { StorefrontAnalytics } from '@shared/storefronts/storefront.schemas';
import { formatDate, monthName, parseDay } from '@client/lib/dates';
import { useElementWidth } from '@client/lib/use-element-width';

type Day = StorefrontAnalytics['series'][number];

const HEIGHT = 220;
/** Until the chart is measured (and in tests, without layout): about a phone's width. */
const DEFAULT_WIDTH = 340;

/** The smallest 1, 2, 2.5, 5 or 10 times a power of ten at or above `count` (at least 4), for the axis's top. */
export function countAxisMaximum(count: number): number {
  if (count <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(count));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= count)!;
  return step * power;
}

const shortDay = (day: string) => {
  const date = parseDay(day);
  return `${monthName(date, 'short')} ${date.getDate()}`;
};

/**
 * Views and leads per day as paired bars on one axis, drawn in SVG, with the same figures in a table for screen
 * readers. A few days are labelled under the axis, evenly, whatever the period.
 */
export function ActivityChart({ series, titleId }: { series: Day[]; titleId: string }) {
  const id = useId();
  const { ref, width } = useElementWidth(DEFAULT_WIDTH);
  const plot = { left: 36, right: width - 6, top: 10, bottom: HEIGHT - 28 };
  const max = countAxisMaximum(Math.max(0, ...series.map((d) => Math.max(d.views, d.leads))));
  const slot = (plot.right - plot.left) / Math.max(1, series.length);
  const bar = Math.max(1, Math.min(14, slot * 0.4));
  const y = (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
  const ticks = [0, max / 2, max].filter(Number.isInteger);
  const labelEvery = Math.max(1, Math.ceil(series.length / Math.max(2, Math.floor(width / 70))));
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
        className="block max-w-full text-[11px]"
        role="img"
        aria-labelledby={`${titleId} ${id}-desc`}
      >
        <desc id={`${id}-desc`}>
          {first ? `Bar chart of views and leads per day from ${formatDate(first)} to ${formatDate(last)}.` : ''}
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
              {tick}
            </text>
          </g>
        ))}
        {series.map((d, i) => {
          const x = plot.left + slot * i + slot / 2;
          return (
            <g key={d.day}>
              <title>{`${formatDate(d.day)}: ${d.views} views, ${d.leads} leads`}</title>
              <rect
                x={x - bar}
                y={y(d.views)}
                width={bar}
                height={plot.bottom - y(d.views)}
                className="fill-brand-600 dark:fill-brand-500"
              />
              <rect x={x} y={y(d.leads)} width={bar} height={plot.bottom - y(d.leads)} className="fill-amber-500" />
              {i % labelEvery === 0 && (
                <text x={x} y={plot.bottom + 14} textAnchor="middle" className="fill-slate-500 dark:fill-slate-400">
                  {shortDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <div className="mt-2 flex gap-4 text-xs text-muted" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-600 dark:bg-brand-500" /> Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-amber-500" /> Leads
        </span>
      </div>
      <table className="sr-only">
        <caption>Views and leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(d.day)}</th>
              <td>{d.views}</td>
              <td>{d.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
