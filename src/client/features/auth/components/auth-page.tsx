import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import type { PublicSite } from '@shared/site-settings/site-settings.schemas';
import { Logo } from '@client/components/brand/logo';
import { FullPageSpinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useSession } from '@client/lib/session';
import { AuthSidePanel } from './auth-side-panel';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export function AuthPage() {
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  // The trial's length is the platform's (Site Settings > Billing), read where every page reads the plans.
  const trialDays = useQuery<PlansResponse>({ queryKey: ['/api/plans'], enabled: tab === 'register' }).data?.trialDays;
  // Site Settings may close sign-up: the tab says so instead of offering a form the server would refuse.
  const registrationOpen =
    useQuery<PublicSite>({ queryKey: ['/api/site'], enabled: tab === 'register' }).data?.registrationOpen ?? true;
  useDocumentTitle(tab === 'register' ? 'Sign Up' : 'Sign In');

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <a href="/" className="mb-8 inline-block" aria-label="Crewdesk home">
            <Logo />
          </a>
          <h1 className="text-2xl font-bold">{tab === 'register' ? 'Create your account' : 'Welcome back'}</h1>
          <p className="mt-1 text-sm text-muted">
            {tab === 'register'
              ? `Start your ${trialDays ? `${trialDays}-day ` : ''}free trial. No credit card required.`
              : 'Sign in to run your business.'}
          </p>
          <Tabs value={tab} onValueChange={(v) => setParams({ tab: v }, { replace: true })} className="mt-6">
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              {registrationOpen ? (
                <RegisterForm />
              ) : (
                <div role="status" className="rounded-lg border bg-card p-5" data-testid="registration-closed">
                  <h2 className="font-semibold">Registration is closed</h2>
                  <p className="mt-1 text-sm text-muted">
                    New registrations are currently closed. If you already have an account, sign in on the Login tab.
                  </p>
                </div>
              )}
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}
