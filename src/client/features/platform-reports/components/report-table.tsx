import { useId } from 'react';
import { bucketLabel, type ReportBucket } from '@shared/platform-reports/platform-reports.schemas';
import { useT } from '@client/i18n/use-t';

export type TableColumn<Row> = { title: string; cell: (row: Row) => string };

/**
 * The charts' text alternative: every figure of the period, a row a day (or month), then the totals. It scrolls
 * within its own box (by keyboard too: it takes the focus), so 90 days do not push the page down.
 */
export function ReportTable<Row extends { key: string }>(props: {
  caption: string;
  bucket: ReportBucket;
  rows: Row[];
  totals: Omit<Row, 'key'>;
  columns: TableColumn<Row>[];
}) {
  const t = useT();
  const captionId = useId();
  const { columns } = props;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-sm tabular-nums">
        <caption id={captionId} className="sr-only">
          {props.caption}
        </caption>
        <thead className="sticky top-0 bg-card text-left text-muted shadow-[0_1px_0_var(--border)]">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {props.bucket === 'day' ? t('platform-reports.table.day') : t('platform-reports.table.month')}
            </th>
            {columns.map((column) => (
              <th key={column.title} scope="col" className="px-3 py-2 text-right font-medium">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                {bucketLabel(row.key)}
              </th>
              {columns.map((column) => (
                <td key={column.title} className="whitespace-nowrap px-3 py-1.5 text-right">
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-card font-semibold shadow-[0_-1px_0_var(--border)]">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('platform-reports.table.total')}
            </th>
            {columns.map((column) => (
              <td key={column.title} className="whitespace-nowrap px-3 py-2 text-right">
                {column.cell({ key: 'total', ...props.totals } as Row)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
