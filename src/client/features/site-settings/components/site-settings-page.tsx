import { useQuery } from '@tanstack/react-query';
import { Globe, Mail, ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { siteSettingsMessages as m } from '@shared/site-settings/site-settings.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Badge } from '@client/components/ui/badge';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { StatCard } from '@client/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { billingSettingsQuery, emailSettingsQuery, platformSettingsQuery } from '../api/site-settings.api';
import { BillingSettingsForm } from './billing-settings-form';
import { RevenueOverview } from './revenue-overview';
import { EmailSettingsForm } from './email-settings-form';
import { PlatformSettingsForm } from './platform-settings-form';
import { SystemStatusPanel } from './system-status-panel';

type Tab = 'platform' | 'billing' | 'email' | 'system';

function AccessDenied() {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <h1 className="text-xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted">{m.accessDenied}</p>
    </div>
  );
}

const isForbidden = (error: unknown) => error instanceof Error && error.message.startsWith('403:');

/** /site-settings: the platform's switches, prices, mail server and the system's figures, administrators only. */
export function SiteSettingsPage() {
  useDocumentTitle('Site Settings');
  const [tab, setTab] = useState<Tab>('platform');
  const platform = useQuery(platformSettingsQuery);
  const billing = useQuery(billingSettingsQuery);
  const email = useQuery(emailSettingsQuery);

  if (isForbidden(platform.error)) return <AccessDenied />;
  const loading = !platform.data || !email.data;
  const p = platform.data;
  const deliveryLabel = { environment: 'SMTP_URL', settings: 'SMTP server', outbox: 'Local outbox' } as const;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Site Settings"
        description="The platform's name, sign-up rules, plan prices, mail server and health, for every business."
        action={
          p && (
            <span data-testid="site-status">
              <Badge tone={p.maintenanceMode ? 'amber' : 'green'}>
                {p.maintenanceMode ? 'Maintenance mode on' : 'Site live'}
              </Badge>
            </span>
          )
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Site"
          icon={Globe}
          tone="text-brand-700"
          loading={loading}
          value={p?.siteName ?? ''}
          note={p?.maintenanceMode ? 'Down for maintenance' : 'Open to everyone'}
          testId="summary-site"
        />
        <StatCard
          label="Registration"
          icon={UserPlus}
          tone="text-sky-600"
          loading={loading}
          value={p?.newUserRegistration ? 'Open' : 'Closed'}
          note={p ? `New sign-ups start on ${p.defaultPlan[0].toUpperCase()}${p.defaultPlan.slice(1)}` : ''}
          testId="summary-registration"
        />
        <StatCard
          label="Email verification"
          icon={ShieldCheck}
          tone="text-violet-600"
          loading={loading}
          value={p?.emailVerificationRequired ? 'Required' : 'Not required'}
          note={p?.emailVerificationRequired ? 'New owners confirm their address' : 'Nobody is held back'}
          testId="summary-verification"
        />
        <StatCard
          label="Mail delivery"
          icon={Mail}
          tone="text-emerald-600"
          loading={loading}
          value={email.data ? deliveryLabel[email.data.delivery] : ''}
          note={email.data?.smtpHost ?? 'No SMTP server saved'}
          testId="summary-mail"
        />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="grid-cols-2 sm:max-w-xl sm:grid-cols-4">
          <TabsTrigger value="platform">Platform</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
          <TabsTrigger value="system">System</TabsTrigger>
        </TabsList>
        <div className="mt-4 rounded-xl border bg-card p-4 sm:p-6">
          <TabsContent value="platform">
            {platform.isError ? (
              <LoadError
                what="the platform settings"
                retrying={platform.isFetching}
                onRetry={() => void platform.refetch()}
              />
            ) : p ? (
              <PlatformSettingsForm settings={p} />
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </TabsContent>
          <TabsContent value="billing">
            {billing.isError ? (
              <LoadError
                what="the billing settings"
                retrying={billing.isFetching}
                onRetry={() => void billing.refetch()}
              />
            ) : billing.data ? (
              <div className="space-y-6">
                <RevenueOverview />
                <BillingSettingsForm settings={billing.data} />
              </div>
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </TabsContent>
          <TabsContent value="email">
            {email.isError ? (
              <LoadError what="the email settings" retrying={email.isFetching} onRetry={() => void email.refetch()} />
            ) : email.data ? (
              <EmailSettingsForm settings={email.data} />
            ) : (
              <Skeleton className="h-64 w-full" />
            )}
          </TabsContent>
          <TabsContent value="system">{tab === 'system' && <SystemStatusPanel />}</TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
