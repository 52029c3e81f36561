import type { ScreenHead } from '@shared/screen-heads';
import { LogoMark } from '@client/components/brand/logo';
import { Skeleton } from '@client/components/ui/spinner';
import { PageHeader } from './page-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useT } from '@client/i18n/use-t';

/**
 * A screen on its way, in the shape every screen has: header, summary cards, then the list. With the screen's
 * `head` the header is drawn as the screen draws it (the same PageHeader), only its action a placeholder.
 */
export function PageSkeleton({ head }: { head?: ScreenHead }) {
  const t = useT();
  return (
    <div className="space-y-6">
      {head ? (
        <PageHeader {...head} action={<Skeleton className="h-10 w-36" />} />
      ) : (
        <div>
          <Skeleton className="h-8 w-48 sm:h-9" />
          <Skeleton className="mt-2 h-5 w-full max-w-md" />
        </div>
      )}
      <div role="status" aria-label={t('ui.loading')} className="space-y-6">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 sm:h-28" />
          ))}
        </div>
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

/** What marks the server's copy of the frame in #root: main.tsx renders over it instead of hydrating it. */
export const APP_FRAME_ATTRIBUTE = 'data-app-frame';

/**
 * The signed-in frame while the shell and the screen load: the shell's header bar (same height, the logo where the
 * shell has it, placeholders for what depends on who is signed in) and its main landmark around the screen's
 * skeleton. The server sends it prerendered in the page (scripts/prerender.mjs), so it paints with the HTML; the
 * app's first render draws the same, then the shell and the screen take its place.
 */
export function AppFrameSkeleton({ head }: { head?: ScreenHead }) {
  return (
    <div className="min-h-screen" {...{ [APP_FRAME_ATTRIBUTE]: '' }}>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <div className="size-10 xl:hidden" />
          <span className="flex items-center gap-2 font-bold">
            <LogoMark className="size-7" />
            <span className="hidden sm:inline">Crewdesk</span>
          </span>
          <Skeleton pill className="ml-auto size-8" />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:py-8">
        <PageSkeleton head={head} />
      </main>
    </div>
  );
}
