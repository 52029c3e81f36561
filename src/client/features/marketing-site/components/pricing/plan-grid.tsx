import { Skeleton } from '@client/components/ui/spinner';
import { LoadError } from '@client/components/ui/load-error';
import { cx } from '@client/lib/cx';
import { usePlans } from '../../api/marketing.api';
import { PlanCard, planCardClass } from './plan-card';
import { useT } from '@client/i18n/use-t';

function PlanCardSkeleton() {
  return (
    <div className={cx(planCardClass, 'gap-3 shadow-sm')} aria-hidden>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="mt-3 h-10 w-32" />
      <div className="mt-4 space-y-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
      <Skeleton className="mt-auto h-11 w-full" />
    </div>
  );
}

/** The three plans of GET /api/plans, skeletons of the same size while they load. */
/** `cta` names the button from the trial length, e.g. 'Start 45-Day Free Trial'. */
export function PlanGrid({ cta }: { cta?: (trialDays: number) => string }) {
  const t = useT();
  const { data, isPending, isError, refetch, isFetching } = usePlans();
  if (isError)
    return <LoadError what={t('marketing-site.plans.loadWhat')} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6" aria-busy={isPending}>
      {isPending ? (
        <>
          <span className="sr-only" role="status">
            {t('marketing-site.plans.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </>
      ) : (
        data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} cta={cta?.(data.trialDays)} />)
      )}
    </div>
  );
}
