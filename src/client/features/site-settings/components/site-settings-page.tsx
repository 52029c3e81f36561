import { useQuery } from '@tanstack/react-query';
import { Globe, Mail, ShieldCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { planById } from '@shared/marketing-site/plans';
import { PageHeader } from '@client/components/layout/page-header';
import { Badge } from '@client/components/ui/badge';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { StatCard } from '@client/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { billingSettingsQuery, emailSettingsQuery, platformSettingsQuery } from '../api/site-settings.api';
import { BillingSettingsForm } from './billing-settings-form';
import { RevenueOverview } from './revenue-overview';
import { EmailSettingsForm } from './email-settings-form';
import { PlatformSettingsForm } from './platform-settings-form';
import { SystemStatusPanel } from './system-status-panel';

type Tab = 'platform' | 'billing' | 'email' | 'system';

function AccessDenied() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <h1 className="text-xl font-bold">{t('site-settings.denied.title')}</h1>
      <p className="mt-2 text-muted">{t('site-settings.denied.text')}</p>
    </div>
  );
}

const isForbidden = (error: unknown) => error instanceof Error && error.message.startsWith('403:');

/** /site-settings: the platform's switches, prices, mail server and the system's figures, administrators only. */
export function SiteSettingsPage() {
  const t = useT();
  useDocumentTitle(t('site-settings.page.title'));
  const [tab, setTab] = useState<Tab>('platform');
  const platform = useQuery(platformSettingsQuery);
  const billing = useQuery(billingSettingsQuery);
  const email = useQuery(emailSettingsQuery);

  if (isForbidden(platform.error)) return <AccessDenied />;
  const loading = !platform.data || !email.data;
  const p = platform.data;
  const deliveryLabel = {
    environment: 'SMTP_URL',
    settings: t('site-settings.summary.smtpServer'),
    outbox: t('site-settings.summary.localOutbox'),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('site-settings.page.title')}
        description={t('site-settings.page.description')}
        action={
          p && (
            <span data-testid="site-status">
              <Badge tone={p.maintenanceMode ? 'amber' : 'green'}>
                {p.maintenanceMode ? t('site-settings.page.maintenanceOn') : t('site-settings.page.live')}
              </Badge>
            </span>
          )
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t('site-settings.summary.site')}
          icon={Globe}
          tone="text-brand-700"
          loading={loading}
          value={p?.siteName ?? ''}
          note={p?.maintenanceMode ? t('site-settings.summary.down') : t('site-settings.summary.open')}
          testId="summary-site"
        />
        <StatCard
          label={t('site-settings.summary.registration')}
          icon={UserPlus}
          tone="text-sky-600"
          loading={loading}
          value={
            p?.newUserRegistration
              ? t('site-settings.summary.registrationOpen')
              : t('site-settings.summary.registrationClosed')
          }
          note={p ? t('site-settings.summary.startsOn', { plan: planById(p.defaultPlan).name }) : ''}
          testId="summary-registration"
        />
        <StatCard
          label={t('site-settings.summary.verification')}
          icon={ShieldCheck}
          tone="text-violet-600"
          loading={loading}
          value={
            p?.emailVerificationRequired ? t('site-settings.summary.required') : t('site-settings.summary.notRequired')
          }
          note={p?.emailVerificationRequired ? t('site-settings.summary.confirm') : t('site-settings.summary.notHeld')}
          testId="summary-verification"
        />
        <StatCard
          label={t('site-settings.summary.mail')}
          icon={Mail}
          tone="text-emerald-600"
          loading={loading}
          value={email.data ? deliveryLabel[email.data.delivery] : ''}
          note={email.data?.smtpHost ?? t('site-settings.summary.noSmtp')}
          testId="summary-mail"
        />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="grid-cols-2 sm:max-w-xl sm:grid-cols-4">
          <TabsTrigger value="platform">{t('site-settings.tab.platform')}</TabsTrigger>
          <TabsTrigger value="billing">{t('site-settings.tab.billing')}</TabsTrigger>
          <TabsTrigger value="email">{t('site-settings.tab.email')}</TabsTrigger>
          <TabsTrigger value="system">{t('site-settings.tab.system')}</TabsTrigger>
        </TabsList>
        <div className="mt-4 rounded-xl border bg-card p-4 sm:p-6">
          <TabsContent value="platform">
            {platform.isError ? (
              <LoadError
                what={t('site-settings.load.platform')}
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
                what={t('site-settings.load.billing')}
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
              <LoadError
                what={t('site-settings.load.email')}
                retrying={email.isFetching}
                onRetry={() => void email.refetch()}
              />
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
