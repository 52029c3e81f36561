import { Loader2 } from 'lucide-react';
import { cx } from '../../lib/cx';
import { useT } from '@client/i18n/use-t';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
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
