import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_TABS,
  reportMessages as m,
  type ReportPeriod,
  type ReportTab,
} from '@shared/platform-reports/platform-reports.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/lib/session';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { reportCsvHref } from '../api/platform-reports.api';
import { PeriodPicker, periodName } from './period-picker';
import { RevenueTab } from './revenue-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { TransactionsTab } from './transactions-tab';
import { UsersTab } from './users-tab';

const panels: Record<ReportTab, (props: { period: ReportPeriod }) => React.ReactNode> = {
  revenue: RevenueTab,
  users: UsersTab,
  transactions: TransactionsTab,
  subscriptions: SubscriptionsTab,
};

const tabLabels = (t: ReturnType<typeof useT>): Record<ReportTab, string> => ({
  revenue: t('platform-reports.tabs.revenue'),
  users: t('platform-reports.tabs.users'),
  transactions: t('platform-reports.tabs.transactions'),
  subscriptions: t('platform-reports.tabs.subscriptions'),
});

/** The gate sends non-administrators to the landing page; should this screen ever be reached by one, it says why. */
function AccessDenied() {
  const t = useT();
  const message = useTranslateMessage();
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <h1 className="text-xl font-semibold">{t('platform-reports.denied.title')}</h1>
      <p className="mt-2 text-muted">{message(m.accessDenied)}</p>
    </div>
  );
}

/** /platform-reports: the platform's revenue, users, card payments and plans over a period, each tab with its CSV. */
export function PlatformReportsPage() {
  const t = useT();
  const message = useTranslateMessage();
  useDocumentTitle(message(m.title));
  const { user } = useSession();
  const [period, setPeriod] = useState<ReportPeriod>('30d');
  const [tab, setTab] = useState<ReportTab>('revenue');
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={message(m.title)}
        description={t('platform-reports.page.description')}
        action={
          <Button asChild>
            <a href={reportCsvHref(tab, period)} download={`platform-${tab}-${period}.csv`}>
              <Download /> {t('platform-reports.page.export')}
            </a>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodPicker value={period} onChange={setPeriod} />
        <p className="text-sm text-muted" aria-live="polite">
          {t('platform-reports.page.periodInUtc', { period: periodName(t, period) })}
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReportTab)}>
        <TabsList className="grid-cols-2 sm:grid-cols-4">
          {REPORT_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {tabLabels(t)[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        {REPORT_TABS.map((key) => {
          const Panel = panels[key];
          return (
            <TabsContent key={key} value={key} className="mt-6 focus-visible:outline-none">
              <Panel period={period} />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
