import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { AccountCard } from './account-card';

/** The size of an account's card, so the section keeps its height when the accounts arrive. */
function AccountSkeleton() {
  return (
    <div className="space-y-4 rounded-lg border p-4" aria-hidden data-testid="accounts-loading">
      <div className="flex items-start justify-between gap-2">
        <div className="space-y-2">
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-4 w-28" />
        </div>
        <Skeleton pill className="h-5 w-20" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
      <Skeleton className="h-5 w-full max-w-sm" />
    </div>
  );
}

/** The notice every screen about cards carries in test mode. */
export function TestModeNotice() {
  const t = useT();
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      {t('payments.testMode')}
    </p>
  );
}

/**
 * The business's payout accounts: skeleton while loading (mode and accounts together, so the test-mode notice does
 * not push the card down later), the accounts, or an empty state with `connect`, the way to add one.
 */
export function ConnectedAccounts(props: {
  accounts: ConnectedAccount[] | undefined;
  testMode: boolean | undefined;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
  connect: ReactNode;
}) {
  const { accounts } = props;
  const loaded = accounts !== undefined && props.testMode !== undefined;
  const t = useT();
  return (
    <Card role="region" aria-labelledby="accounts-title">
      <CardHeader>
        <CardTitle id="accounts-title">{t('payments.accounts.title')}</CardTitle>
        <CardDescription>{t('payments.accounts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {loaded && props.testMode && <TestModeNotice />}
        {props.error && !accounts ? (
          <LoadError what={t('payments.accounts.loadErrorWhat')} retrying={props.retrying} onRetry={props.onRetry} />
        ) : !loaded ? (
          <AccountSkeleton />
        ) : accounts.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center">
            <Wallet className="size-10 text-muted" aria-hidden />
            <p className="mt-3 text-lg font-semibold">{t('payments.accounts.empty')}</p>
            <p className="mt-1 max-w-md text-sm text-muted">{t('payments.accounts.emptyText')}</p>
            <div className="mt-4">{props.connect}</div>
          </div>
        ) : (
          accounts.map((account) => <AccountCard key={account.id} account={account} />)
        )}
      </CardContent>
    </Card>
  );
}
