import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers, invoices, paymentAttempts, payments, users } from '../../db/schema';

type Tenant = { companyId: number };

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function findAttemptByKey(db: Db, opts: Tenant & { idempotencyKey: string }) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.companyId, opts.companyId), eq(paymentAttempts.idempotencyKey, opts.idempotencyKey)));
  return row;
}

/** The try a provider reference names (a checkout session), locked: its confirmation is applied once. */
export async function lockAttemptByReference(tx: Db, reference: string) {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)).for('update');
  return row;
}

export async function insertAttempt(db: Db, values: typeof paymentAttempts.$inferInsert) {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row;
}

export async function updateAttempt(db: Db, id: number, values: Partial<typeof paymentAttempts.$inferInsert>) {
  await db.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, id));
}

/**
 * The checkout pages of the invoice (or of the quote's deposit) still open, but the one being made: closed so only
 * one can be paid.
 */
export async function findOpenCheckouts(db: Db, opts: { invoiceId?: number; quoteId?: number; exceptKey: string }) {
  return db
    .select({ id: paymentAttempts.id, reference: paymentAttempts.reference })
    .from(paymentAttempts)
    .where(
      and(
        opts.quoteId !== undefined
          ? eq(paymentAttempts.quoteId, opts.quoteId)
          : eq(paymentAttempts.invoiceId, opts.invoiceId ?? -1),
        eq(paymentAttempts.status, 'pending'),
        ne(paymentAttempts.idempotencyKey, opts.exceptKey),
      ),
    );
}

/**
 * The success page's view of an invoice, reached only with a payment id (`reference`) of that very invoice:
 * anyone else gets nothing, exactly as for an invoice that does not exist.
 */
export async function findInvoiceByAttempt(db: Db, opts: { invoiceId: number; reference: string }) {
  const [row] = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      total: invoices.total,
      amountPaid: invoices.amountPaid,
      balanceDue: invoices.balanceDue,
      status: invoices.status,
      customerToken: customers.accessToken,
      language: companies.language,
      attemptAmount: paymentAttempts.amount,
      attemptStatus: paymentAttempts.status,
    })
    .from(paymentAttempts)
    .innerJoin(invoices, eq(invoices.id, paymentAttempts.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(paymentAttempts.reference, opts.reference), eq(paymentAttempts.invoiceId, opts.invoiceId)));
  return row;
}

/** What an invoice and its payment say on a receipt, read once the payment is committed. */
export async function findPaymentForReceipt(db: Db, opts: { paymentId: number }) {
  const [row] = await db
    .select({
      id: payments.id,
      companyId: payments.companyId,
      invoiceId: payments.invoiceId,
      amount: payments.amount,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      paidAt: payments.paidAt,
      balanceDue: sql<string>`${invoices.balanceDue}`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, opts.paymentId));
  return row;
}

/** Who is told of a payment: the company's owner. */
export async function findCompanyOwner(db: Db, opts: { companyId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, timezone: users.timezone })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, opts.companyId));
  return row;
}
