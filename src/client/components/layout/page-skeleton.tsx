import { Skeleton } from '@client/components/ui/spinner';

/** A screen on its way, in the shape every screen has: header, summary cards, then the list. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <div>
        <Skeleton className="h-8 w-48 sm:h-9" />
        <Skeleton className="mt-2 h-5 w-full max-w-md" />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 sm:h-28" />
        ))}
      </div>
      <Skeleton className="h-80" />
    </div>
  );
}

/** The signed-in frame (the shell's header bar, same height) around a screen on its way, while the shell loads. */
export function AppFrameSkeleton() {
  return (
    <div className="min-h-screen">
      <div className="h-16 border-b bg-card/95" />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <PageSkeleton />
      </div>
    </div>
  );
}
