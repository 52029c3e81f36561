import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { INVOICE_NOT_FOUND, type InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import { fromCents, toCents } from '../../../shared/money';
import { paymentMessages, type Payment, recordPaymentSchema } from '../../../shared/payments/payments.schemas';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import * as q from './payments.queries';

type RecordValues = z.output<typeof recordPaymentSchema>;

/** A payment date (`YYYY-MM-DD`) is kept at noon UTC, so it reads as that same day in every US time zone. */
export const paymentMoment = (day: string) => new Date(`${day}T12:00:00.000Z`);

/** What a payment is made of, whoever took it: the owner, or a card provider that confirmed it. */
export type NewPayment = {
  /** Cents; undefined: the whole balance due. */
  amountCents?: number;
  method: Payment['method'];
  paidAt: Date;
  reference?: string | null;
  provider?: string | null;
  providerPaymentId?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  idempotencyKey?: string | null;
  /** The member who recorded it by hand; none for a card payment the customer made. */
  recordedByUserId?: number | null;
};

/**
 * Applies a payment to the company's invoice, in the caller's transaction: the invoice's row is locked first, so
 * payments of one invoice are counted one after the other and never take more than the balance. The same
 * idempotency key again answers the payment it made, changing nothing (409 when that payment was of another
 * invoice). A payment that settles the balance
 * marks the invoice paid (its date and method those of this payment). 404 for another company's invoice.
 */
export async function applyPayment(tx: Db, companyId: number, invoiceId: number, payment: NewPayment) {
  const invoice = await q.lockInvoice(tx, { companyId, invoiceId });
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  if (payment.idempotencyKey) {
    const earlier = await q.findPaymentByKey(tx, { companyId, idempotencyKey: payment.idempotencyKey });
    if (earlier?.invoiceId === invoiceId) return { payment: earlier, repeated: true };
    if (earlier) throw new AppError('CONFLICT', paymentMessages.keyUsed);
  }
  if (invoice.status === 'cancelled') throw new AppError('CONFLICT', paymentMessages.cancelledNotPaid);
  const balance = toCents(invoice.balanceDue);
  if (balance <= 0) throw new AppError('CONFLICT', paymentMessages.nothingDue);
  const cents = payment.amountCents ?? balance;
  if (cents < 1)
    throw new AppError('BAD_REQUEST', paymentMessages.amountTooSmall, { amount: paymentMessages.amountTooSmall });
  if (cents > balance)
    throw new AppError('BAD_REQUEST', paymentMessages.overBalance, { amount: paymentMessages.overBalance });

  const inserted = await q.insertPayment(tx, {
    companyId,
    invoiceId,
    amount: fromCents(cents),
    method: payment.method,
    provider: payment.provider ?? null,
    providerPaymentId: payment.providerPaymentId ?? null,
    cardBrand: payment.cardBrand ?? null,
    cardLast4: payment.cardLast4 ?? null,
    reference: payment.reference || null,
    paidAt: payment.paidAt,
    idempotencyKey: payment.idempotencyKey ?? null,
    recordedByUserId: payment.recordedByUserId ?? null,
  });
  const settles = cents === balance;
  await tx
    .update(invoices)
    .set({
      amountPaid: sql`${invoices.amountPaid} + ${fromCents(cents)}::numeric`,
      ...(settles
        ? { status: 'paid' satisfies InvoiceStatus, paidDate: payment.paidAt, paymentMethod: payment.method }
        : {}),
      ...(settles && payment.providerPaymentId ? { externalTransactionId: payment.providerPaymentId } : {}),
    })
    .where(eq(invoices.id, invoiceId));
  return { payment: inserted, repeated: false };
}

/**
 * Money the business received for the invoice (cash, check, transfer...), recorded by a member of its team
 * (`recordedByUserId`): the whole balance unless an amount is given.
 */
export async function recordPayment(
  db: Db,
  companyId: number,
  invoiceId: number,
  input: RecordValues,
  opts: { idempotencyKey?: string; now?: Date; recordedByUserId: number | null },
) {
  const now = opts.now ?? new Date();
  return db.transaction((tx) =>
    applyPayment(tx, companyId, invoiceId, {
      amountCents: input.amount === undefined ? undefined : toCents(input.amount),
      method: input.paymentMethod,
      paidAt: input.paidDate ? paymentMoment(input.paidDate) : now,
      reference: input.reference,
      idempotencyKey: opts.idempotencyKey,
      recordedByUserId: opts.recordedByUserId,
    }),
  );
}

/** The invoice's payments, oldest first; 404 for another company's invoice. */
export async function listPayments(db: Db, companyId: number, invoiceId: number) {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(sql`${invoices.id} = ${invoiceId} and ${invoices.companyId} = ${companyId}`);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return q.listInvoicePayments(db, { companyId, invoiceId });
}
