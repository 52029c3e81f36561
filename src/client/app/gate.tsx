import { Suspense, type ReactNode } from 'react';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { appShellModule, dashboardModule, pageModules, pageView } from '@shared/page-modules';
import type { Access } from '@shared/paths';
import { AppFrameSkeleton, PageSkeleton } from '@client/components/layout/page-skeleton';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import { InteractiveMark } from './interactive-mark';
import { routeComponent } from './route-modules';

const AppShell = routeComponent<{ user: PublicUser; children: ReactNode }>(appShellModule);
const Landing = routeComponent(pageModules['/']);
const Dashboard = routeComponent<{ user: PublicUser }>(dashboardModule);

/**
 * The route table's access rules (`pageView`, which the server's preloads follow too): a visitor on a protected
 * route sees the landing page, an unverified owner sees the dashboard (its verification screen), a
 * non-administrator on an administrator's route sees the landing page.
 */
export function Gate({ access, children }: { access: Access | 'home'; children?: ReactNode }) {
  const { user, isLoading } = useSession();
  const landing = (
    <Suspense fallback={<FullPageSpinner />}>
      <InteractiveMark />
      <Landing />
    </Suspense>
  );
  if (isLoading) return access === 'home' ? landing : <FullPageSpinner />;
  const view = pageView(access, user);
  if (!user || view === 'landing') return landing;
  // One boundary around the frame and the screen: main.tsx starts both modules at once, so they appear together
  // in place of a frame of the same shape. The inner one only serves moving to a screen not loaded yet: its
  // skeleton shows inside the shell.
  return (
    <Suspense fallback={<AppFrameSkeleton />}>
      <InteractiveMark />
      <AppShell user={user}>
        <Suspense fallback={<PageSkeleton />}>{view === 'dashboard' ? <Dashboard user={user} /> : children}</Suspense>
      </AppShell>
    </Suspense>
  );
}
