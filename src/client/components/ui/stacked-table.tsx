import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Skeleton } from './spinner';

// Below md each row is a card: a two-column grid whose cells are placed by `order`.
export const stackedRowClass =
  'grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0 md:hover:bg-slate-50 md:dark:hover:bg-slate-900/60';
export const stackedCellClass = 'md:table-cell md:px-4 md:py-3 md:align-middle';

/**
 * A table on wide screens whose rows (`stackedRowClass`) become cards on narrow ones, where the headers hide.
 * `headerClass` adds classes to a header by name: a secondary column shown only from a breakpoint on (its cells
 * carry the same classes).
 */
export function StackedTable(props: {
  headers: string[];
  alignRight: string[];
  headerClass?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <thead className="hidden border-b text-left text-muted md:table-header-group">
        <tr>
          {props.headers.map((h) => (
            <th
              key={h}
              scope="col"
              className={cx(
                'px-4 py-3 font-medium',
                props.alignRight.includes(h) && 'text-right',
                props.headerClass?.[h],
              )}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">{props.children}</tbody>
    </table>
  );
}

/** Placeholder rows while the first page loads, the size of real ones. */
export function StackedTableSkeleton() {
  return (
    <div className="divide-y" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-16" pill />
        </div>
      ))}
    </div>
  );
}
