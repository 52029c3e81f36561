import type { ReportBucket } from '@shared/platform-reports/platform-reports.schemas';
import { groupDigits } from '@shared/money';
import { ReportChart, type ChartSeries } from './report-chart';
import { ReportTable } from './report-table';

export type CountFigure<F extends string> = ChartSeries & { figure: F };

/** Counts over the period (sign-ups, trials...): their chart, then the table that is its text alternative. */
export function CountSeries<F extends string, Row extends { key: string } & Record<F, number>>(props: {
  title: string;
  what: string;
  caption: string;
  bucket: ReportBucket;
  figures: CountFigure<F>[];
  rows: Row[];
  totals: Omit<Row, 'key'>;
}) {
  const { figures } = props;
  return (
    <>
      <ReportChart
        title={props.title}
        what={props.what}
        bucket={props.bucket}
        series={figures}
        rows={props.rows.map((row) => ({ key: row.key, values: figures.map((f) => row[f.figure]) }))}
      />
      <ReportTable
        caption={props.caption}
        bucket={props.bucket}
        rows={props.rows}
        totals={props.totals}
        columns={figures.map((f) => ({ title: f.label, cell: (row: Row) => groupDigits(row[f.figure]) }))}
      />
    </>
  );
}
