import { screenHeads, withCompany } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { LoadError } from '@client/components/ui/load-error';
import { useDashboardStats, useRecentInvoices } from '../api/dashboard.api';
import { GettingStarted, type SetupStep } from './getting-started';
import { QuickActions } from './quick-actions';
import { RecentInvoicesCard } from './recent-invoices-card';
import { RevenueBreakdown } from './revenue-breakdown';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';

function setupSteps(serviceCount: number, customers: number, hasInvoices: boolean): SetupStep[] {
  return [
    { label: 'Create company profile', done: true, href: '/company', detail: 'Your business details and logo.' },
    {
      label: 'Add services',
      done: serviceCount > 0,
      href: '/company#services',
      detail: serviceCount
        ? `${serviceCount} service${serviceCount === 1 ? '' : 's'} on offer.`
        : 'Add what you offer and your rates.',
    },
    {
      label: 'Add customers',
      done: customers > 0,
      href: '/customers?new=1',
      detail: 'The people and businesses you work for.',
    },
    {
      label: 'Create first invoice',
      done: hasInvoices,
      href: '/invoices?new=1',
      detail: 'Send it by e-mail and get paid by card.',
    },
  ];
}

/** The dashboard of an owner whose company exists: figures, recent invoices, revenue and the next steps. */
export function OwnerDashboard({ companyName, serviceCount }: { companyName: string; serviceCount: number }) {
  const stats = useDashboardStats();
  const invoices = useRecentInvoices();
  const steps =
    stats.data && invoices.data ? setupSteps(serviceCount, stats.data.customers, invoices.data.length > 0) : undefined;
  return (
    <div className="space-y-6">
      <PageHeader {...withCompany(screenHeads['/'], companyName)} />
      {stats.isError ? (
        <LoadError what="your figures" retrying={stats.isFetching} onRetry={() => void stats.refetch()} />
      ) : (
        <StatCards stats={stats.data} />
      )}
      {steps?.some((s) => !s.done) && <GettingStarted steps={steps} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {invoices.isError ? (
            <LoadError what="your invoices" retrying={invoices.isFetching} onRetry={() => void invoices.refetch()} />
          ) : (
            <RecentInvoicesCard invoices={invoices.data} />
          )}
          {!stats.isError && <RevenueChart months={stats.data?.revenueByMonth} />}
        </div>
        <div className="space-y-6">
          {!stats.isError && <RevenueBreakdown breakdown={stats.data?.revenueBreakdown} />}
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
