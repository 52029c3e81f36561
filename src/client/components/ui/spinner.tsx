import { Loader2 } from 'lucide-react';
import { cx } from '../../lib/cx';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/** A grey placeholder of the size `className` gives; `pill` rounds it fully (badges). */
export function Skeleton({ className, pill }: { className?: string; pill?: boolean }) {
  return (
    <div
      className={cx('animate-pulse bg-slate-200 dark:bg-slate-800', pill ? 'rounded-full' : 'rounded-md', className)}
    />
  );
}
