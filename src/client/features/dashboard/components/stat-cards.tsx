import { DollarSign, HandCoins, Hourglass, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The cards, each with its English name as its test id. */
function cardsOf(
  stats: DashboardStats,
  t: Translate,
): { id: string; label: string; value: string; detail: string; icon: LucideIcon }[] {
  return [
    {
      id: 'Total Revenue',
      label: t('dashboard.stats.revenue'),
      value: formatMoney(stats.totalRevenue),
      detail: t('dashboard.stats.revenueDetail', { count: stats.paidCount }),
      icon: DollarSign,
    },
    {
      id: 'Outstanding',
      label: t('dashboard.stats.outstanding'),
      value: formatMoney(stats.outstanding),
      // The figure is the balance left after partial payments, not the invoices' totals.
      detail:
        stats.overdueCount > 0
          ? t('dashboard.stats.outstandingDetailOverdue', {
              count: stats.outstandingCount,
              overdue: stats.overdueCount,
            })
          : t('dashboard.stats.outstandingDetail', { count: stats.outstandingCount }),
      icon: Hourglass,
    },
    {
      id: 'Customers',
      label: t('dashboard.stats.customers'),
      value: String(stats.customers),
      detail: t('dashboard.stats.customersDetail'),
      icon: Users,
    },
    {
      id: 'Commission',
      label: t('dashboard.stats.commission'),
      value: formatMoney(stats.commission),
      detail: t('dashboard.stats.commissionDetail'),
      icon: HandCoins,
    },
  ];
}

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const t = useT();
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[108px]" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cardsOf(stats, t).map(({ id, label, value, detail, icon: Icon }) => (
        <Card key={id}>
          <CardContent flush className="flex items-start justify-between gap-3 p-5">
            <div className="min-w-0">
              <h2 className="text-sm text-muted">{label}</h2>
              <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid={`stat-${id}`}>
                {value}
              </p>
              <p className="mt-1 text-sm text-muted">{detail}</p>
            </div>
            <Icon className="size-7 shrink-0 text-brand-600" aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
