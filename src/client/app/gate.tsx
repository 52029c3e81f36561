import { lazy, Suspense, type ReactNode } from 'react';
import type { Access } from '@shared/paths';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { isVerified, useSession } from '@client/lib/session';
import { InteractiveMark } from './interactive-mark';
const AppShell = lazy(() => import('./layout/app-shell'));
const Landing = lazy(() => import('./routes/landing'));
const Dashboard = lazy(() => import('./routes/dashboard'));

/**
 * The route table's access rules: a visitor on a protected route sees the landing page, an unverified owner
 * sees the dashboard (its verification screen), a non-administrator on an administrator's route sees the landing page.
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
  if (!user) return landing;
  if (access === 'admin' && !user.isAdmin) return landing;
  const showDashboard = access === 'home' || (access === 'verified' && !isVerified(user));
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppShell user={user}>
        <Suspense fallback={<FullPageSpinner />}>{showDashboard ? <Dashboard user={user} /> : children}</Suspense>
      </AppShell>
    </Suspense>
  );
}
