import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from './card';
import { Skeleton } from './spinner';

/** One figure of a summary row: label and icon, the figure, a line under it; placeholders while loading. */
export function StatCard(props: {
  label: string;
  /** A line under the label saying what the figure counts, where the label alone could mislead. */
  description?: string;
  icon: LucideIcon;
  /** The icon's colour classes. */
  tone: string;
  loading: boolean;
  value: string;
  note: string;
  testId: string;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent flush className="p-4 sm:p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted">{props.label}</p>
          <Icon className={`size-5 shrink-0 ${props.tone}`} aria-hidden />
        </div>
        {props.description && <p className="text-xs text-muted">{props.description}</p>}
        {props.loading ? (
          <>
            <Skeleton className="mt-2 h-7 w-24" />
            <Skeleton className="mt-1.5 h-4 w-24" />
          </>
        ) : (
          <div data-testid={props.testId}>
            <p className="mt-1 truncate text-xl font-bold sm:text-2xl">{props.value}</p>
            <p className="text-sm text-muted">{props.note}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
