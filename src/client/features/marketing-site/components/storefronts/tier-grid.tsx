import type { ReactNode } from 'react';
import { TierCard, tierCardClass } from '@client/components/tier-card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { useLandingPageTiers } from '../../api/marketing.api';
import { useT } from '@client/i18n/use-t';

function TierSkeleton() {
  return (
    <div className={cx(tierCardClass('page'), 'gap-3')} aria-hidden>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="mt-3 h-10 w-36" />
      <Skeleton className="h-4 w-32" />
      <div className="mt-4 space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-4 w-2/3" />
        ))}
      </div>
      <Skeleton className="mt-auto h-11 w-full" />
    </div>
  );
}

/** The storefront plans of GET /api/landing-page-tiers. */
export function TierGrid({ action }: { action: (tierName: string) => ReactNode }) {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = useLandingPageTiers();
  if (isError)
    return (
      <LoadError what={t('marketing-site.storefronts.loadWhat')} retrying={isFetching} onRetry={() => void refetch()} />
    );
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy={isPending}>
      {isPending ? (
        <>
          <span className="sr-only" role="status">
            {t('marketing-site.storefronts.loading')}
          </span>
          {[0, 1, 2].map((i) => (
            <TierSkeleton key={i} />
          ))}
        </>
      ) : (
        data.map((tier) => <TierCard key={tier.id} tier={tier} size="page" action={action(tier.name)} />)
      )}
    </div>
  );
}
