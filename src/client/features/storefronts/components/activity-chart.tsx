import type { StorefrontAnalytics } from '@shared/storefronts/storefront.schemas';
import { ChartTable, roundAxisUp } from '@client/components/chart-grid';
import { formatDate } from '@client/lib/dates';
import { DayChart } from './day-chart';
import { useT } from '@client/i18n/use-t';

type Day = StorefrontAnalytics['series'][number];

/**
 * Views and leads per day as paired bars on one axis, drawn in SVG, with the same figures in a table for screen
 * readers. A few days are labelled under the axis, evenly, whatever the period.
 */
export function ActivityChart({ series, titleId }: { series: Day[]; titleId: string }) {
  // A count's axis: a round figure at or above the busiest day, at least 4.
  const t = useT();
  const max = roundAxisUp(Math.max(0, ...series.map((d) => Math.max(d.views, d.leads))), 4);
  return (
    <DayChart
      series={series}
      titleId={titleId}
      describe={(from, to) => t('storefronts.analytics.activityDescription', { from, to })}
      max={max}
      ticks={[0, max / 2, max].filter(Number.isInteger)}
      label={String}
      left={36}
      bars={(d, { x, slot, y, bottom }) => {
        const bar = Math.max(1, Math.min(14, slot * 0.4));
        return (
          <>
            <title>
              {t('storefronts.analytics.activityDay', { day: formatDate(d.day), views: d.views, leads: d.leads })}
            </title>
            <rect
              x={x - bar}
              y={y(d.views)}
              width={bar}
              height={bottom - y(d.views)}
              className="fill-brand-600 dark:fill-brand-500"
            />
            <rect x={x} y={y(d.leads)} width={bar} height={bottom - y(d.leads)} className="fill-amber-500" />
          </>
        );
      }}
    >
      <div className="mt-2 flex gap-4 text-xs text-muted" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-600 dark:bg-brand-500" /> {t('storefronts.analytics.views')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-amber-500" /> {t('storefronts.analytics.leads')}
        </span>
      </div>
      <ChartTable
        caption={t('storefronts.analytics.activityTitle')}
        columns={[t('storefronts.analytics.day'), t('storefronts.analytics.views'), t('storefronts.analytics.leads')]}
        rows={series.map((d) => ({ key: d.day, head: formatDate(d.day), cells: [d.views, d.leads] }))}
      />
    </DayChart>
  );
}
