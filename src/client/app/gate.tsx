import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { PublicUser } from '@shared/auth/auth.schemas';
import {
  accessOf,
  appShellModule,
  dashboardModule,
  pageModules,
  pageView,
  type PageRoutePattern,
} from '@shared/page-modules';
import { headedScreen, screenHeads, withCompany } from '@shared/screen-heads';
import { AppFrameSkeleton, PageSkeleton } from '@client/components/layout/page-skeleton';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import { companyQuery } from '@client/features/company/api/company.queries';
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
export function Gate({ pattern, children }: { pattern: PageRoutePattern; children?: ReactNode }) {
  const access = accessOf(pattern);
  const { user, isLoading } = useSession();
  // Read from the cache only (the page brought it): the waiting frame shows the screen's head as the server's
  // frame did, and as the screen will.
  const company = useQuery({ ...companyQuery, enabled: false }).data;
  const screen = headedScreen(pattern, user, Boolean(company));
  const head = screen && company ? withCompany(screenHeads[screen], company.name) : undefined;
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
  // in place of a frame of the same shape, which the server's page showed already. The inner one only serves moving
  // to a screen not loaded yet: its skeleton shows inside the shell.
  return (
    <Suspense fallback={<AppFrameSkeleton head={head} />}>
      <InteractiveMark />
      <AppShell user={user}>
        <Suspense fallback={<PageSkeleton head={head} />}>
          {view === 'dashboard' ? <Dashboard user={user} /> : children}
        </Suspense>
      </AppShell>
    </Suspense>
  );
}
