import { and, asc, eq, sql } from 'drizzle-orm';
import type { Payment } from '../../../shared/payments/payments.schemas';
import type { Db } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { isoTime } from '../../lib/json-object';
import { memberJson, usersAs } from '../../lib/member-name';

type Tenant = { companyId: number };

/**
 * The invoice's row, locked until the transaction ends: every payment of an invoice is written under this lock,
 * so two at once are counted one after the other against the balance.
 */
export async function lockInvoice(tx: Db, opts: Tenant & { invoiceId: number }) {
  const [row] = await tx
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      status: invoices.status,
      balanceDue: invoices.balanceDue,
    })
    .from(invoices)
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.companyId, opts.companyId)))
    .for('update');
  return row;
}

const recorder = usersAs('payment_recorder');

/**
 * Who recorded the payment, `{ id, name }` or null: a lookup by primary key inside the statement, so that the same
 * columns serve a select, a row locked FOR UPDATE (a join would lock the user too) and an insert's RETURNING
 * (whose columns Drizzle writes unqualified: the names are written out here).
 */
const recordedBy = sql<Payment['recordedBy']>`(select ${memberJson(recorder)} from ${sql.raw(
  '"users" "payment_recorder" where "payment_recorder"."id" = "payments"."recorded_by_user_id"',
)})`;

/** A payment as the API answers it. */
export const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  amount: payments.amount,
  refundedAmount: payments.refundedAmount,
  method: payments.method,
  provider: payments.provider,
  status: payments.status,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
  reference: payments.reference,
  paidAt: sql<string>`${isoTime(payments.paidAt)}`,
  recordedBy,
};

export async function findPaymentByKey(db: Db, opts: Tenant & { idempotencyKey: string }) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.companyId, opts.companyId), eq(payments.idempotencyKey, opts.idempotencyKey)));
  return row as Payment | undefined;
}

/** The new payment, answered as the API's. */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning(paymentColumns);
  return row as Payment;
}

/** The invoice's payments, oldest first (an invoice has a handful). */
export async function listInvoicePayments(db: Db, opts: Tenant & { invoiceId: number }) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.invoiceId, opts.invoiceId), eq(payments.companyId, opts.companyId)))
    .orderBy(asc(payments.paidAt), asc(payments.id)) as Promise<Payment[]>;
}
