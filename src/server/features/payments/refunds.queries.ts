import { and, eq, sql } from 'drizzle-orm';
import type { Payment } from '../../../shared/payments/payments.schemas';
import type { Refund } from '../../../shared/payments/refunds.schemas';
import type { Db } from '../../db/client';
import { invoices, paymentRefunds, payments, platformTransactions } from '../../db/schema';
import { businessToday } from '../../lib/business-day';
import { isoTime } from '../../lib/json-object';
import { paymentColumns } from './payments.queries';

type Tenant = { companyId: number };

/**
 * The invoice's payment, locked until the transaction ends (after its invoice: see `refundPayment`); undefined for
 * a payment of another invoice or company.
 */
export async function lockInvoicePayment(tx: Db, opts: Tenant & { invoiceId: number; paymentId: number }) {
  const [row] = await tx
    .select({
      ...paymentColumns,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(
      and(
        eq(payments.id, opts.paymentId),
        eq(payments.invoiceId, opts.invoiceId),
        eq(payments.companyId, opts.companyId),
      ),
    )
    .for('update');
  return row as (Payment & { providerPaymentId: string | null }) | undefined;
}

const refundColumns = {
  id: paymentRefunds.id,
  paymentId: paymentRefunds.paymentId,
  amount: paymentRefunds.amount,
  reason: paymentRefunds.reason,
  refundedAt: sql<string>`${isoTime(paymentRefunds.refundedAt)}`,
};

export async function findRefundByKey(db: Db, opts: Tenant & { idempotencyKey: string }) {
  const [row] = await db
    .select(refundColumns)
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.companyId, opts.companyId), eq(paymentRefunds.idempotencyKey, opts.idempotencyKey)));
  return row as Refund | undefined;
}

/** The new refund, answered as the API's. Its insert takes it off the dashboard's revenue (triggers, 0016). */
export async function insertRefund(db: Db, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).returning(refundColumns);
  return row as Refund;
}

/** Adds `amount` to what was refunded of the payment (the sum of its refunds); refunded once nothing is left. */
export async function addToRefunded(db: Db, opts: { paymentId: number; amount: string }) {
  const after = sql`${payments.refundedAmount} + ${opts.amount}::numeric`;
  const [row] = await db
    .update(payments)
    .set({
      refundedAmount: after,
      status: sql`case when ${after} >= ${payments.amount} then 'refunded' else ${payments.status} end`,
    })
    .where(eq(payments.id, opts.paymentId))
    .returning(paymentColumns);
  return row as Payment;
}

/**
 * Takes `amount` off what the invoice has received. A paid invoice is due again: overdue when its due date has
 * passed in the business's day (as the sweep would mark it), else viewed or sent as it was before, and a draft
 * that was paid before it was ever sent stays a draft. Every SET reads the row as it was before this update.
 */
export async function takeBackFromInvoice(db: Db, opts: Tenant & { invoiceId: number; amount: string; now: Date }) {
  const wasPaid = sql`${invoices.status} = 'paid'`;
  await db
    .update(invoices)
    .set({
      amountPaid: sql`${invoices.amountPaid} - ${opts.amount}::numeric`,
      status: sql`case
        when not ${wasPaid} then ${invoices.status}
        when ${invoices.sentDate} is null and ${invoices.viewedDate} is null then 'draft'
        when ${invoices.dueDate} < ${businessToday(opts.companyId, opts.now)} then 'overdue'
        when ${invoices.viewedDate} is not null then 'viewed'
        else 'sent' end`,
      paidDate: sql`case when ${wasPaid} then null else ${invoices.paidDate} end`,
    })
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.companyId, opts.companyId)));
}

/** The platform's fee on the card payment, as its 'payment' row recorded it when the payment was taken. */
export async function findPaymentFee(db: Db, opts: Tenant & { paymentId: number }) {
  const [row] = await db
    .select({
      feeAmount: platformTransactions.platformFeeAmount,
      feePercent: platformTransactions.platformFeePercent,
      connectedAccountId: platformTransactions.connectedAccountId,
    })
    .from(platformTransactions)
    .where(
      and(
        eq(platformTransactions.paymentId, opts.paymentId),
        eq(platformTransactions.companyId, opts.companyId),
        eq(platformTransactions.type, 'payment'),
      ),
    )
    .limit(1);
  return row;
}

/** What the customer's refund notice says: the refund, its payment's card, and whose invoice it was of. */
export async function findRefundForNotice(db: Db, opts: { refundId: number }) {
  const [row] = await db
    .select({
      companyId: paymentRefunds.companyId,
      amount: paymentRefunds.amount,
      refundedAt: paymentRefunds.refundedAt,
      invoiceId: payments.invoiceId,
      provider: payments.provider,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, opts.refundId));
  return row;
}
