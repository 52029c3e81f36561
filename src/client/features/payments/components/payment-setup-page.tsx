// This screen's icons are ones no other screen draws: sharing one (Plus, CreditCard...) regroups the icon chunks the
// landing page loads, which sits at its size budget (scripts/check-bundle.mjs).
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConnectedAccounts, usePaymentMode } from '../api/payments.api';
import { CardPaymentsTable } from './card-payments-table';
import { ConnectAccountDialog, preloadConnectForm } from './connect-account-dialog';
import { ConnectedAccounts } from './connected-accounts';
import { PartialPaymentsToggle } from './partial-payments-toggle';

/** The owner's card payments: the Stripe account they are paid out to, partial payments, and the fees taken. */
export function PaymentSetupPage() {
  useDocumentTitle('Payment Setup');
  const [connecting, setConnecting] = useState(false);
  const accounts = useConnectedAccounts();
  const mode = usePaymentMode();
  // Unknown until the mode is read. One that cannot be read shows no notice rather than keeping the skeleton up.
  const testMode = mode.data ? mode.data.mode === 'test' : mode.isError ? false : undefined;

  const connectButton = (
    <Button onClick={() => setConnecting(true)} onPointerEnter={preloadConnectForm} onFocus={preloadConnectForm}>
      <Plug /> Connect Stripe account
    </Button>
  );
  // One account per business: once it exists, what is left to do is on its card (Finish setup).
  const action =
    accounts.data === undefined ? (
      accounts.isError ? null : (
        <Skeleton className="h-10 w-52" />
      )
    ) : accounts.data.length === 0 ? (
      connectButton
    ) : null;

  return (
    <div className="space-y-6">
      <PageHeader {...screenHeads['/payment-setup']} action={action} />
      <ConnectedAccounts
        accounts={accounts.data}
        testMode={testMode}
        error={accounts.isError}
        retrying={accounts.isFetching}
        onRetry={() => void accounts.refetch()}
        connect={connectButton}
      />
      <PartialPaymentsToggle />
      <CardPaymentsTable />
      <ConnectAccountDialog open={connecting} onOpenChange={setConnecting} testMode={testMode ?? false} />
    </div>
  );
}
