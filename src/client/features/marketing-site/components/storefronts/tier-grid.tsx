import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { useLandingPageTiers } from '../../api/marketing.api';
import { TierCard, tierCardClass } from './tier-card';

function TierSkeleton() {
  return (
    <div className={cn(tierCardClass, 'gap-3')} aria-hidden>
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
  const { data, isPending, isError, isFetching, refetch } = useLandingPageTiers();
  if (isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
        <p className="font-medium">We could not load the storefront plans just now.</p>
        <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
        <Button className="mt-4" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Loading...' : 'Try again'}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy={isPending}>
      {isPending ? (
        <>
          <span className="sr-only" role="status">
            Loading storefront plans
          </span>
          {[0, 1, 2].map((i) => (
            <TierSkeleton key={i} />
          ))}
        </>
      ) : (
        data.map((tier) => <TierCard key={tier.id} tier={tier} action={action(tier.name)} />)
      )}
    </div>
  );
}
