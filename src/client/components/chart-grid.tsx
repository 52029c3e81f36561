import { useId, type ReactNode } from 'react';

// The bar charts of the app (the dashboard's revenue, the storefront's activity and revenue) are drawn in SVG at
// their measured width, on the same frame: horizontal grid lines with the axis's figures at their left.

export const CHART_HEIGHT = 220;
/** Until a chart is measured (and in tests, without layout): about a phone's width. */
export const CHART_DEFAULT_WIDTH = 340;

export type Plot = { left: number; right: number; top: number; bottom: number };

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value`, and never below `least`. */
export function roundAxisUp(value: number, least: number): number {
  if (value <= least) return least;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}

/** Where a value stands on the plot, its axis running from 0 at the bottom to `max` at the top. */
export const plotY = (plot: Plot, max: number) => (value: number) =>
  plot.bottom - (value / max) * (plot.bottom - plot.top);

/**
 * The chart's SVG, named by its card's title (`titleId`) and described by `description` (for a screen reader, with
 * the figures in a table beside it), and its grid: a line at each tick (dashed above zero), labelled by `label`.
 */
export function ChartGrid(props: {
  width: number;
  titleId: string;
  description: string;
  plot: Plot;
  ticks: number[];
  max: number;
  label: (tick: number) => string;
  children: ReactNode;
}) {
  const id = useId();
  const { plot } = props;
  const y = plotY(plot, props.max);
  return (
    <svg
      viewBox={`0 0 ${props.width} ${CHART_HEIGHT}`}
      width={props.width}
      height={CHART_HEIGHT}
      className="block max-w-full text-[11px]"
      role="img"
      aria-labelledby={`${props.titleId} ${id}-desc`}
    >
      <desc id={`${id}-desc`}>{props.description}</desc>
      {props.ticks.map((tick) => (
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
            {props.label(tick)}
          </text>
        </g>
      ))}
      {props.children}
    </svg>
  );
}

/** A chart's figures as a table for screen readers: a row a bar (or a group of bars), headed by what it is. */
export function ChartTable(props: {
  caption: string;
  columns: string[];
  rows: { key: string; head: string; cells: (string | number)[] }[];
}) {
  return (
    <table className="sr-only">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.head}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
