import { UserCheck, Users } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useCustomerSummary } from '../api/customers.api';
import { useT } from '@client/i18n/use-t';

/** Total Customers and Active Customers (those with at least one invoice), from the server's counts. */
export function CustomerSummaryCards() {
  const t = useT();
  const { data, isLoading, isError } = useCustomerSummary();
  const share = data && data.total > 0 ? Math.round((data.active / data.total) * 100) : 0;
  const cards = [
    { label: t('customers.summary.total'), value: data?.total, note: t('customers.summary.totalNote'), icon: Users },
    {
      label: t('customers.summary.active'),
      value: data?.active,
      note: t('customers.summary.activeNote', { share }),
      icon: UserCheck,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ label, value, note, icon: Icon }) => (
        <Card key={label}>
          <CardContent flush className="flex items-center justify-between p-5">
            <div>
              <p className="text-sm text-muted">{label}</p>
              {isLoading ? (
                <Skeleton className="mt-1 h-8 w-16" />
              ) : (
                <p className="text-3xl font-bold">{isError ? '–' : (value ?? 0)}</p>
              )}
              <p className="mt-1 text-xs text-muted">{isLoading ? '\u00a0' : note}</p>
            </div>
            <Icon className="size-8 text-brand-600" aria-hidden />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
