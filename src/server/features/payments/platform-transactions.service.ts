import { fromCents, toCents } from '../../../shared/money';
import type { PlatformTransaction } from '../../../shared/payments/platform-transactions.schemas';
import type { Db } from '../../db/client';
import { getPlatformSettings } from '../admin/platform-settings.service';
import * as q from './platform-transactions.queries';

/** The platform's fee on an amount: `percent` (e.g. "2.90") of it, rounded to the nearest cent (half up). */
export function platformFeeCents(amountCents: number, percent: string) {
  return Math.round((amountCents * toCents(percent)) / 10_000);
}

/** The fee now in force (platform settings), for a payment about to be taken. */
export async function currentFeePercent(db: Db) {
  return (await getPlatformSettings(db)).transactionFeeRate;
}

/** Records the platform's fee on a card payment (negative amounts for a refund of it), processed. */
export async function recordPlatformFee(
  db: Db,
  entry: {
    companyId: number;
    /** Null for a quote's deposit until the quote becomes an invoice (see `carryDepositToInvoice`). */
    invoiceId: number | null;
    /** Null for a storefront order's payment, which has no payment row (`storefrontOrderId` names it). */
    paymentId: number | null;
    storefrontOrderId?: number | null;
    type: 'payment' | 'refund';
    amountCents: number;
    feePercent: string;
    feeCents: number;
    connectedAccountId: number | null;
    externalTransactionId: string | null;
  },
) {
  const sign = entry.type === 'refund' ? -1 : 1;
  await q.insertPlatformTransaction(db, {
    companyId: entry.companyId,
    invoiceId: entry.invoiceId,
    paymentId: entry.paymentId,
    storefrontOrderId: entry.storefrontOrderId ?? null,
    type: entry.type,
    amount: fromCents(sign * entry.amountCents),
    platformFeePercent: entry.feePercent,
    platformFeeAmount: fromCents(sign * entry.feeCents),
    providerAmount: fromCents(sign * (entry.amountCents - entry.feeCents)),
    status: 'processed',
    paymentMethod: 'card',
    connectedAccountId: entry.connectedAccountId,
    externalTransactionId: entry.externalTransactionId,
    customerPaysDirectly: true,
  });
}

export const PLATFORM_TRANSACTIONS_PAGE = 100;

/** The newest fee records, a page at a time: `before` is the last id of the page before. */
export async function listPlatformTransactions(db: Db, companyId: number, before?: number) {
  const rows = await q.findPlatformTransactions(db, { companyId, limit: PLATFORM_TRANSACTIONS_PAGE, before });
  return rows as PlatformTransaction[];
}
