import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { businessTypeLabels, type ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/dates';
import { useFinishSetup } from '../api/payments.api';
import { AccountStatusBadge } from './account-status-badge';

const processorLabels: Record<ConnectedAccount['processor'], string> = {
  stripe: 'Stripe',
  square: 'Square',
  paypal: 'PayPal',
};

/** What the status means for the owner, and what is left to do. */
const statusLines: Record<ConnectedAccount['status'], string> = {
  verified: 'Customers can pay your invoices by card from their portal.',
  pending: "Finish Stripe's onboarding to start taking card payments.",
  restricted: 'Stripe needs more information before this account can take payments.',
};

const businessTypeOf = (type: string) => businessTypeLabels[type as keyof typeof businessTypeLabels] ?? type;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/** One connected payout account: its status, details (the tax ID masked), and Finish setup until Stripe verifies it. */
export function AccountCard({ account }: { account: ConnectedAccount }) {
  const finish = useFinishSetup();
  const unfinished = account.status !== 'verified';
  return (
    <article
      aria-labelledby={`account-${account.id}-name`}
      className="space-y-4 rounded-lg border p-4"
      data-testid={`account-${account.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`account-${account.id}-name`} className="truncate font-semibold">
            {account.businessName}
          </h3>
          <p className="text-sm text-muted">{processorLabels[account.processor]} account</p>
        </div>
        <AccountStatusBadge status={account.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label="Business type">{businessTypeOf(account.businessType)}</Detail>
        <Detail label="Tax ID">
          {account.taxIdLast4 ? (
            // Only the last four digits are kept: the dots stand for the rest, a screen reader says so.
            <>
              <span aria-hidden>•••••{account.taxIdLast4}</span>
              <span className="sr-only">ending in {account.taxIdLast4}</span>
            </>
          ) : (
            'Not given'
          )}
        </Detail>
        <Detail label="Fee per payment">{account.platformFeeRate}%</Detail>
        <Detail label={account.verifiedAt ? 'Verified on' : 'Connected on'}>
          {formatDate(account.verifiedAt ?? account.createdAt)}
        </Detail>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{statusLines[account.status]}</p>
        {unfinished && (
          <Button className="shrink-0" disabled={finish.isPending} onClick={() => finish.mutate(account.id)}>
            <ArrowUpRight /> {finish.isPending ? 'Opening Stripe...' : 'Finish setup'}
          </Button>
        )}
      </div>
    </article>
  );
}
