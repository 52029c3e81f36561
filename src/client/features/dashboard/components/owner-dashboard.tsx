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
import { useT } from '@client/i18n/use-t';

function setupSteps(
  t: (id: string, values?: Record<string, unknown>) => string,
  serviceCount: number,
  customers: number,
  hasInvoices: boolean,
): SetupStep[] {
  return [
    {
      label: t('dashboard.steps.company'),
      done: true,
      href: '/company',
      detail: t('dashboard.steps.companyText'),
    },
    {
      label: t('dashboard.steps.services'),
      done: serviceCount > 0,
      href: '/company#services',
      detail: serviceCount
        ? t('dashboard.steps.servicesCount', { count: serviceCount })
        : t('dashboard.steps.servicesText'),
    },
    {
      label: t('dashboard.steps.customers'),
      done: customers > 0,
      href: '/customers?new=1',
      detail: t('dashboard.steps.customersText'),
    },
    {
      label: t('dashboard.steps.invoice'),
      done: hasInvoices,
      href: '/invoices?new=1',
      detail: t('dashboard.steps.invoiceText'),
    },
  ];
}

/** The dashboard of an owner whose company exists: figures, recent invoices, revenue and the next steps. */
export function OwnerDashboard({ companyName, serviceCount }: { companyName: string; serviceCount: number }) {
  const t = useT();
  const stats = useDashboardStats();
  const invoices = useRecentInvoices();
  const steps =
    stats.data && invoices.data
      ? setupSteps(t, serviceCount, stats.data.customers, invoices.data.length > 0)
      : undefined;
  return (
    <div className="space-y-6">
      <PageHeader {...withCompany(screenHeads['/'], companyName)} />
      {stats.isError ? (
        <LoadError
          what={t('dashboard.load.figures')}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}
      {steps?.some((s) => !s.done) && <GettingStarted steps={steps} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {invoices.isError ? (
            <LoadError
              what={t('dashboard.load.invoices')}
              retrying={invoices.isFetching}
              onRetry={() => void invoices.refetch()}
            />
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
