import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { businessTypeLabels, type ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/dates';
import { useFinishSetup } from '../api/payments.api';
import { AccountStatusBadge } from './account-status-badge';
import { translateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

type T = ReturnType<typeof useT>;

const processorLabels: Record<ConnectedAccount['processor'], string> = {
  stripe: 'Stripe',
  square: 'Square',
  paypal: 'PayPal',
};

/** What the status means for the owner, and what is left to do. */
const statusLines: Record<ConnectedAccount['status'], (t: T) => string> = {
  verified: (t) => t('payments.account.verifiedLine'),
  pending: (t) => t('payments.account.pendingLine'),
  restricted: (t) => t('payments.account.restrictedLine'),
};

/** The label of a business type (English from src/shared, in the language shown); an unknown type as it is. */
const businessTypeOf = (type: string) =>
  translateMessage(businessTypeLabels[type as keyof typeof businessTypeLabels] ?? type);

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
  const t = useT();
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
          <p className="text-sm text-muted">
            {t('payments.account.processor', { processor: processorLabels[account.processor] })}
          </p>
        </div>
        <AccountStatusBadge status={account.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label={t('payments.account.businessType')}>{businessTypeOf(account.businessType)}</Detail>
        <Detail label={t('payments.account.taxId')}>
          {account.taxIdLast4 ? (
            // Only the last four digits are kept: the dots stand for the rest, a screen reader says so.
            <>
              <span aria-hidden>•••••{account.taxIdLast4}</span>
              <span className="sr-only">{t('payments.account.taxIdEnding', { last4: account.taxIdLast4 })}</span>
            </>
          ) : (
            t('payments.account.notGiven')
          )}
        </Detail>
        <Detail label={t('payments.account.fee')}>{account.platformFeeRate}%</Detail>
        <Detail label={account.verifiedAt ? t('payments.account.verifiedOn') : t('payments.account.connectedOn')}>
          {formatDate(account.verifiedAt ?? account.createdAt)}
        </Detail>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{statusLines[account.status](t)}</p>
        {unfinished && (
          <Button className="shrink-0" disabled={finish.isPending} onClick={() => finish.mutate(account.id)}>
            <ArrowUpRight /> {finish.isPending ? t('payments.account.opening') : t('payments.account.finish')}
          </Button>
        )}
      </div>
    </article>
  );
}
