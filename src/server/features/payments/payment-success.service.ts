import { languageOf } from '../../../shared/account/preference-values';
import { AppError } from '../../../shared/app-error';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { INVOICE_NOT_FOUND } from '../../../shared/invoices/invoice-values';
import { toCents } from '../../../shared/money';
import type { PaidInvoice } from '../../../shared/payments/card-payments.schemas';
import type { PaidDeposit } from '../../../shared/payments/deposit-payments.schemas';
import type { AppContext } from '../../lib/context';
import { confirmCheckout } from './checkout-confirmation.service';
import * as deposits from './deposit-payments.queries';
import * as q from './payment-attempts.queries';

type PaymentStatus = PaidInvoice['payment']['status'];

/**
 * The payment success page's view of an invoice: public, but only to whoever holds a payment id (`reference`)
 * of that very invoice; anyone else gets the 404 of an invoice that does not exist.
 */
export async function getPaidInvoice(ctx: AppContext, invoiceId: number, reference: string): Promise<PaidInvoice> {
  const row = await q.findInvoiceByAttempt(ctx.db, { invoiceId, reference });
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    totalAmount: toCents(row.total),
    amountPaid: row.amountPaid,
    balanceDue: row.balanceDue,
    status: row.status,
    customerToken: row.customerToken,
    language: languageOf(row.language),
    payment: { amount: row.attemptAmount, status: row.attemptStatus as PaymentStatus },
  };
}

/**
 * The success page's mark-paid, sent once on arrival: a nudge, never trusted. Nothing is marked paid on its
 * word; a checkout still waiting is looked up at the provider, and counted only if the provider says it is paid.
 */
export function nudgePaid(ctx: AppContext, invoiceId: number, reference: string): Promise<PaidInvoice> {
  return nudge(ctx, reference, () => getPaidInvoice(ctx, invoiceId, reference));
}

/** Reads what the success page shows; while the payment waits, asks the provider once, then reads it again. */
async function nudge<T extends { payment: { status: PaymentStatus } }>(
  ctx: AppContext,
  reference: string,
  read: () => Promise<T>,
): Promise<T> {
  const before = await read();
  if (before.payment.status !== 'pending') return before;
  await confirmCheckout(ctx, reference);
  return read();
}

/**
 * The success page's view of a quote's deposit, on the same terms as an invoice's: only with a payment id of that
 * very quote's deposit; anyone else gets the 404 of a quote that does not exist.
 */
export async function getPaidDeposit(ctx: AppContext, quoteId: number, reference: string): Promise<PaidDeposit> {
  const row = await deposits.findQuoteByAttempt(ctx.db, { quoteId, reference });
  if (!row) throw new AppError('NOT_FOUND', portalMessages.quoteNotFound);
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    depositAmount: row.depositAmount,
    depositPaid: row.depositPaid,
    customerToken: row.customerToken,
    language: languageOf(row.language),
    payment: { amount: row.attemptAmount, status: row.attemptStatus as PaymentStatus },
  };
}

/** The deposit's nudge, as `nudgePaid`: a checkout still waiting is looked up at the provider. */
export function nudgeDeposit(ctx: AppContext, quoteId: number, reference: string): Promise<PaidDeposit> {
  return nudge(ctx, reference, () => getPaidDeposit(ctx, quoteId, reference));
}
