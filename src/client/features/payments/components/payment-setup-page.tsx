// This screen's icons are ones no other screen draws: sharing one (Plus, CreditCard...) regroups the icon chunks the
// landing page loads, which sits at its size budget (scripts/check-bundle.mjs).
import { Plug } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { useConnectedAccounts, useFinishSetup, usePaymentMode } from '../api/payments.api';
import { CardPaymentsTable } from './card-payments-table';
import { ConnectAccountDialog, preloadConnectForm } from './connect-account-dialog';
import { ConnectedAccounts } from './connected-accounts';
import { PartialPaymentsToggle } from './partial-payments-toggle';

/**
 * Stripe sends the owner back with `?refresh=1` when the onboarding link expired before they finished: a fresh
 * link is asked for at once, so they carry on where they were instead of pressing Finish setup.
 */
function useResumeOnboarding(accounts: { id: number; status: string }[] | undefined) {
  const [params] = useSearchParams();
  const finish = useFinishSetup();
  const asked = useRef(false);
  const unfinished = accounts?.find((a) => a.status !== 'verified');
  useEffect(() => {
    if (asked.current || params.get('refresh') !== '1' || !unfinished) return;
    asked.current = true;
    finish.mutate(unfinished.id);
  }, [params, unfinished, finish]);
}

/** The owner's card payments: the Stripe account they are paid out to, partial payments, and the fees taken. */
export function PaymentSetupPage() {
  const t = useT();
  useDocumentTitle(t('payments.setup.title'));
  const [connecting, setConnecting] = useState(false);
  const accounts = useConnectedAccounts();
  const mode = usePaymentMode();
  useResumeOnboarding(accounts.data);
  // Unknown until the mode is read. One that cannot be read shows no notice rather than keeping the skeleton up.
  const testMode = mode.data ? mode.data.mode === 'test' : mode.isError ? false : undefined;

  const connectButton = (
    <Button onClick={() => setConnecting(true)} onPointerEnter={preloadConnectForm} onFocus={preloadConnectForm}>
      <Plug /> {t('payments.setup.connect')}
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
