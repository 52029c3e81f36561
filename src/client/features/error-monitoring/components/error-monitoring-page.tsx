import { useQuery } from '@tanstack/react-query';
import { FlaskConical, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { errorMonitoringMessages as m } from '@shared/error-monitoring/error-monitoring.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { adminSettingsQuery } from '../api/error-monitoring.api';
import { AlertSettingsTab } from './alert-settings-tab';
import { ErrorLogsTab } from './error-logs-tab';
import { ErrorSummaryCards } from './error-summary-cards';
import { NotificationsTab } from './notifications-tab';
import { TestingTab } from './testing-tab';

type Tab = 'settings' | 'logs' | 'notifications' | 'testing';

function AccessDenied() {
  const message = useTranslateMessage();
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent flush className="flex flex-col items-center gap-2 p-8 text-center">
        <ShieldX className="size-10 text-red-600 dark:text-red-400" aria-hidden />
        <h1 className="text-xl font-semibold">{message(m.accessDeniedTitle)}</h1>
        <p className="text-muted">{message(m.accessDenied)}</p>
      </CardContent>
    </Card>
  );
}

const isForbidden = (error: unknown) => error instanceof Error && /^403: /.test(error.message);

/** /admin-settings: alert settings, the error logs, the alert e-mails sent, and test errors. */
export function ErrorMonitoringPage() {
  const t = useT();
  const message = useTranslateMessage();
  useDocumentTitle(message(m.title));
  const [tab, setTab] = useState<Tab>('logs');
  const settings = useQuery(adminSettingsQuery);

  if (isForbidden(settings.error) || settings.data?.isAdmin === false) return <AccessDenied />;

  return (
    <div className="space-y-6">
      <PageHeader
        title={message(m.title)}
        description={t('error-monitoring.page.description')}
        action={
          <Button onClick={() => setTab('testing')}>
            <FlaskConical /> {t('error-monitoring.page.createTest')}
          </Button>
        }
      />
      <ErrorSummaryCards />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-4">
        <TabsList className="grid-cols-2 sm:grid-cols-4">
          <TabsTrigger value="settings">{t('error-monitoring.tabs.settings')}</TabsTrigger>
          <TabsTrigger value="logs">{t('error-monitoring.tabs.logs')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('error-monitoring.tabs.notifications')}</TabsTrigger>
          <TabsTrigger value="testing">{t('error-monitoring.tabs.testing')}</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">
          {settings.data && <AlertSettingsTab settings={settings.data} />}
          {settings.isLoading && <Skeleton className="h-64" />}
          {settings.isError && !settings.data && (
            <LoadError
              what={t('error-monitoring.settings.loadWhat')}
              retrying={settings.isFetching}
              onRetry={() => void settings.refetch()}
            />
          )}
        </TabsContent>
        <TabsContent value="logs">
          <ErrorLogsTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="testing">
          <TestingTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
