import type { ReactNode } from 'react';
import { CHART_DEFAULT_WIDTH, CHART_HEIGHT, ChartGrid, plotY } from '@client/components/chart-grid';
import { formatDate, monthName, parseDay } from '@client/lib/dates';
import { useElementWidth } from '@client/lib/use-element-width';

// The storefront's charts: one slot a day of the period, on the shared grid, a few days labelled under the axis.

const shortDay = (day: string) => {
  const date = parseDay(day);
  return `${monthName(date, 'short')} ${date.getDate()}`;
};

/** Where a day's bars go: the centre of its slot, the slot's width, the axis's scale and its bottom. */
export type DaySlot = { x: number; slot: number; y: (value: number) => number; bottom: number };

/**
 * A bar chart of `series` per day, named by `titleId` and described by `describe` (its first and last days given:
 * "Bar chart of views and leads per day from {from} to {to}."); `bars` draws a day's bars in its slot. `left` makes
 * room for the axis's figures.
 */
export function DayChart<Day extends { day: string }>(props: {
  series: Day[];
  titleId: string;
  describe: (from: string, to: string) => string;
  max: number;
  ticks: number[];
  label: (tick: number) => string;
  left: number;
  bars: (day: Day, at: DaySlot) => ReactNode;
  children: ReactNode;
}) {
  const { series } = props;
  const { ref, width } = useElementWidth(CHART_DEFAULT_WIDTH);
  const plot = { left: props.left, right: width - 6, top: 10, bottom: CHART_HEIGHT - 28 };
  const slot = (plot.right - plot.left) / Math.max(1, series.length);
  const y = plotY(plot, props.max);
  // A label about every 70 pixels, evenly, whatever the period.
  const every = Math.max(1, Math.ceil(series.length / Math.max(2, Math.floor(width / 70))));
  const first = series[0]?.day;
  const last = series[series.length - 1]?.day;
  return (
    <div ref={ref}>
      <ChartGrid
        width={width}
        titleId={props.titleId}
        description={first ? props.describe(formatDate(first), formatDate(last)) : ''}
        plot={plot}
        ticks={props.ticks}
        max={props.max}
        label={props.label}
      >
        {series.map((d, i) => {
          const x = plot.left + slot * i + slot / 2;
          return (
            <g key={d.day}>
              {props.bars(d, { x, slot, y, bottom: plot.bottom })}
              {i % every === 0 && (
                <text x={x} y={plot.bottom + 14} textAnchor="middle" className="fill-slate-500 dark:fill-slate-400">
                  {shortDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </ChartGrid>
      {props.children}
    </div>
  );
}
