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
import { reportCsvHref } from '../api/platform-reports.api';
import { PeriodPicker, periodName } from './period-picker';
import { RevenueTab } from './revenue-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { TransactionsTab } from './transactions-tab';
import { UsersTab } from './users-tab';

const tabs: Record<ReportTab, { label: string; Panel: (props: { period: ReportPeriod }) => React.ReactNode }> = {
  revenue: { label: 'Revenue', Panel: RevenueTab },
  users: { label: 'Users', Panel: UsersTab },
  transactions: { label: 'Transactions', Panel: TransactionsTab },
  subscriptions: { label: 'Subscriptions', Panel: SubscriptionsTab },
};

/** The gate sends non-administrators to the landing page; should this screen ever be reached by one, it says why. */
function AccessDenied() {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <h1 className="text-xl font-semibold">Access Denied</h1>
      <p className="mt-2 text-muted">{m.accessDenied}</p>
    </div>
  );
}

/** /platform-reports: the platform's revenue, users, card payments and plans over a period, each tab with its CSV. */
export function PlatformReportsPage() {
  useDocumentTitle(m.title);
  const { user } = useSession();
  const [period, setPeriod] = useState<ReportPeriod>('30d');
  const [tab, setTab] = useState<ReportTab>('revenue');
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={m.title}
        description="What the platform earns, who signs up and stays, and the payments it carries, from the stored data."
        action={
          <Button asChild>
            <a href={reportCsvHref(tab, period)} download={`platform-${tab}-${period}.csv`}>
              <Download /> Export CSV
            </a>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodPicker value={period} onChange={setPeriod} />
        <p className="text-sm text-muted" aria-live="polite">
          {periodName(period)}, in UTC
        </p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReportTab)}>
        <TabsList className="grid-cols-2 sm:grid-cols-4">
          {REPORT_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {tabs[key].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {REPORT_TABS.map((key) => {
          const { Panel } = tabs[key];
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
