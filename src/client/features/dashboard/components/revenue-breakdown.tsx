import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';

export function RevenueBreakdown({ breakdown }: { breakdown: DashboardStats['revenueBreakdown'] | undefined }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.breakdown.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!breakdown ? (
          <Skeleton className="h-24" />
        ) : (
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('dashboard.breakdown.services')}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(breakdown.serviceRevenue)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('dashboard.breakdown.supplies')}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(breakdown.supplySales)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
              <dt>{t('dashboard.breakdown.total')}</dt>
              <dd className="tabular-nums">{formatMoney(breakdown.total)}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
