import { UserCheck, Users } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useCustomerSummary } from '../api/customers.api';

/** Total Customers and Active Customers (those with at least one invoice), from the server's counts. */
export function CustomerSummaryCards() {
  const { data, isLoading, isError } = useCustomerSummary();
  const share = data && data.total > 0 ? Math.round((data.active / data.total) * 100) : 0;
  const cards = [
    { label: 'Total Customers', value: data?.total, note: 'Everyone on your list', icon: Users },
    { label: 'Active Customers', value: data?.active, note: `${share}% of total`, icon: UserCheck },
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
