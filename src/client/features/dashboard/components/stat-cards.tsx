import { DollarSign, HandCoins, Hourglass, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function cardsOf(stats: DashboardStats): { label: string; value: string; detail: string; icon: LucideIcon }[] {
  return [
    {
      label: 'Total Revenue',
      value: formatMoney(stats.totalRevenue),
      detail: `Money received, less refunds · ${plural(stats.paidCount, 'invoice')} paid in full`,
      icon: DollarSign,
    },
    {
      label: 'Outstanding',
      value: formatMoney(stats.outstanding),
      // The figure is the balance left after partial payments, not the invoices' totals.
      detail:
        `Still due on ${plural(stats.outstandingCount, 'invoice')}` +
        (stats.overdueCount > 0 ? ` · ${stats.overdueCount} overdue` : ''),
      icon: Hourglass,
    },
    {
      label: 'Customers',
      value: String(stats.customers),
      detail: 'On your customer list',
      icon: Users,
    },
    {
      label: 'Commission',
      value: formatMoney(stats.commission),
      detail: 'Earned on supply orders',
      icon: HandCoins,
    },
  ];
}

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
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
      {cardsOf(stats).map(({ label, value, detail, icon: Icon }) => (
        <Card key={label}>
          <CardContent flush className="flex items-start justify-between gap-3 p-5">
            <div className="min-w-0">
              <h2 className="text-sm text-muted">{label}</h2>
              <p className="mt-1 truncate text-2xl font-bold tabular-nums" data-testid={`stat-${label}`}>
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
