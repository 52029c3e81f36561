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
import { useT } from '@client/i18n/use-t';
import { returnPath } from '@client/lib/return-path';

export function AuthPage() {
  const t = useT();
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  // The trial's length is the platform's (Site Settings > Billing), read where every page reads the plans.
  const trialDays = useQuery<PlansResponse>({ queryKey: ['/api/plans'], enabled: tab === 'register' }).data?.trialDays;
  // Site Settings may close sign-up: the tab says so instead of offering a form the server would refuse.
  const registrationOpen =
    useQuery<PublicSite>({ queryKey: ['/api/site'], enabled: tab === 'register' }).data?.registrationOpen ?? true;
  useDocumentTitle(tab === 'register' ? t('auth.tabs.register') : t('auth.signIn'));

  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={returnPath(params.get('next'))} replace />;

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col items-center justify-center px-4 py-10">
        <div className="w-full max-w-md">
          <a href="/" className="mb-8 inline-block" aria-label={t('brand.home')}>
            <Logo />
          </a>
          <h1 className="text-2xl font-bold">
            {tab === 'register' ? t('auth.page.registerTitle') : t('auth.page.loginTitle')}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {tab === 'register'
              ? t('auth.page.registerLead', { days: trialDays ? String(trialDays) : 'none' })
              : t('auth.page.loginLead')}
          </p>
          <Tabs
            value={tab}
            onValueChange={(v) =>
              setParams(
                (current) => {
                  current.set('tab', v);
                  return current;
                },
                { replace: true },
              )
            }
            className="mt-6"
          >
            <TabsList>
              <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.tabs.register')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              {registrationOpen ? (
                <RegisterForm />
              ) : (
                <div role="status" className="rounded-lg border bg-card p-5" data-testid="registration-closed">
                  <h2 className="font-semibold">{t('auth.page.closedTitle')}</h2>
                  <p className="mt-1 text-sm text-muted">{t('auth.page.closedText')}</p>
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
