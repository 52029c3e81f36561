import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  customers,
  invoices,
  paymentAttempts,
  payments,
  platformTransactions,
  quotes,
} from '../../db/schema';

type Tenant = { companyId: number };

/**
 * The quote's row, locked until the transaction ends: a deposit is written under this lock, so two tries at once
 * are taken one after the other, and a conversion waits for a payment being written.
 */
export async function lockQuote(tx: Db, opts: Tenant & { quoteId: number }) {
  const [row] = await tx
    .select({
      id: quotes.id,
      customerId: quotes.customerId,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      depositAmount: quotes.depositAmount,
      depositPaid: quotes.depositPaid,
      convertedInvoiceId: quotes.convertedInvoiceId,
    })
    .from(quotes)
    .where(and(eq(quotes.id, opts.quoteId), eq(quotes.companyId, opts.companyId)))
    .for('update');
  return row;
}
export type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuote>>>;

/** A deposit's payment (of the quote, on no invoice yet), and the quote's `deposit_paid` grown by it. */
export async function insertDepositPayment(
  tx: Db,
  values: Tenant & { quoteId: number; amount: string; paidAt: Date } & Pick<
      typeof payments.$inferInsert,
      'provider' | 'providerPaymentId' | 'cardBrand' | 'cardLast4'
    >,
) {
  const { quoteId, companyId } = values;
  const [row] = await tx
    .insert(payments)
    .values({ ...values, invoiceId: null, method: 'card' })
    .returning({ id: payments.id });
  await tx
    .update(quotes)
    .set({ depositPaid: sql`${quotes.depositPaid} + ${values.amount}::numeric` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.companyId, companyId)));
  return row.id;
}

/** The success page's view of a deposit, reached only with a payment id (`reference`) of that very quote. */
export async function findQuoteByAttempt(db: Db, opts: { quoteId: number; reference: string }) {
  const [row] = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      depositAmount: quotes.depositAmount,
      depositPaid: quotes.depositPaid,
      customerToken: customers.accessToken,
      language: companies.language,
      attemptAmount: paymentAttempts.amount,
      attemptStatus: paymentAttempts.status,
    })
    .from(paymentAttempts)
    .innerJoin(quotes, eq(quotes.id, paymentAttempts.quoteId))
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(and(eq(paymentAttempts.reference, opts.reference), eq(paymentAttempts.quoteId, opts.quoteId)));
  return row;
}

/** What a deposit's receipt says: the payment, its quote, the customer and the business. */
export async function findDepositForReceipt(db: Db, opts: { paymentId: number }) {
  const [row] = await db
    .select({
      amount: payments.amount,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      paidAt: payments.paidAt,
      companyId: payments.companyId,
      quote: { id: quotes.id, quoteNumber: quotes.quoteNumber },
      customer: { name: customers.name, email: customers.email, accessToken: customers.accessToken },
      company: { name: companies.name, email: companies.email, language: companies.language },
    })
    .from(payments)
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .where(eq(payments.id, opts.paymentId));
  return row;
}

/** The deposit's payments not yet on an invoice move onto `invoiceId`; answers them, newest first. */
export async function movePaymentsToInvoice(tx: Db, opts: Tenant & { quoteId: number; invoiceId: number }) {
  const moved = await tx
    .update(payments)
    .set({ invoiceId: opts.invoiceId })
    .where(and(eq(payments.companyId, opts.companyId), eq(payments.quoteId, opts.quoteId), isNull(payments.invoiceId)))
    .returning({
      id: payments.id,
      paidAt: payments.paidAt,
      method: payments.method,
      providerPaymentId: payments.providerPaymentId,
    });
  return moved.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.id - a.id);
}

/** The platform's fee rows of those payments name the invoice too. */
export async function moveFeesToInvoice(tx: Db, opts: Tenant & { paymentIds: number[]; invoiceId: number }) {
  if (opts.paymentIds.length === 0) return;
  await tx
    .update(platformTransactions)
    .set({ invoiceId: opts.invoiceId })
    .where(
      and(eq(platformTransactions.companyId, opts.companyId), inArray(platformTransactions.paymentId, opts.paymentIds)),
    );
}

/**
 * Counts `amount` as received on the new invoice; when it covers the total the invoice is paid, on the date and
 * by the method of `last` (the newest payment carried).
 */
export async function addPaidToInvoice(
  tx: Db,
  opts: Tenant & {
    invoiceId: number;
    amount: string;
    last: { paidAt: Date; method: string; providerPaymentId: string | null };
  },
) {
  const settles = sql`${invoices.amountPaid} + ${opts.amount}::numeric >= ${invoices.total}`;
  await tx
    .update(invoices)
    .set({
      // Never past the total (the invoice's check): a quote's deposit is at most its amount, the invoice's total.
      amountPaid: sql`least(${invoices.amountPaid} + ${opts.amount}::numeric, ${invoices.total})`,
      status: sql`case when ${settles} then 'paid' else ${invoices.status} end`,
      paidDate: sql`case when ${settles} then ${opts.last.paidAt.toISOString()}::timestamptz else ${invoices.paidDate} end`,
      paymentMethod: sql`case when ${settles} then ${opts.last.method} else ${invoices.paymentMethod} end`,
      externalTransactionId: sql`case when ${settles} then ${opts.last.providerPaymentId} else ${invoices.externalTransactionId} end`,
    })
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.companyId, opts.companyId)));
}
