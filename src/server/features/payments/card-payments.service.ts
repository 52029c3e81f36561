import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { INVOICE_NOT_FOUND } from '../../../shared/invoices/invoice-values';
import { fromCents, toCents } from '../../../shared/money';
import {
  cardPaymentMessages as messages,
  MIN_PARTIAL_PAYMENT_CENTS,
  payInvoiceSchema,
  type PortalPayments,
} from '../../../shared/payments/card-payments.schemas';
import { paymentMessages } from '../../../shared/payments/payments.schemas';
import type { AppContext } from '../../lib/context';
import { getBillingSettings } from '../invoices/invoices.service';
import { successPathOf, takeCardPayment, type ChargeTarget, type Payer } from './card-charge.service';
import { findPayoutAccount } from './connected-accounts.service';
import { sendPaymentNotices } from './payment-notices';
import { applyPayment } from './payments.service';
import * as q from './payments.queries';

export type { Payer } from './card-charge.service';

type PayValues = z.output<typeof payInvoiceSchema>;

/** Where the browser lands once an invoice is paid: the public success page, naming the invoice and the payment. */
export const successPath = (invoiceId: number, reference: string) =>
  successPathOf({ successQuery: `invoice=${invoiceId}` }, reference);

/** The amount to take: the whole balance, or (when the business allows it) a part of at least $1.00. */
function amountToTake(balanceCents: number, requested: string | undefined, allowPartial: boolean) {
  if (requested === undefined) return balanceCents;
  const cents = toCents(requested);
  if (cents === balanceCents) return cents;
  if (cents > balanceCents) {
    throw new AppError('BAD_REQUEST', paymentMessages.overBalance, { amount: paymentMessages.overBalance });
  }
  if (!allowPartial)
    throw new AppError('BAD_REQUEST', messages.partialNotAllowed, { amount: messages.partialNotAllowed });
  if (cents < MIN_PARTIAL_PAYMENT_CENTS) {
    throw new AppError('BAD_REQUEST', messages.partialMinimum, { amount: messages.partialMinimum });
  }
  return cents;
}

/** The balance left to pay, or why nothing can be paid. */
function payableBalance(invoice: { status: string; balanceDue: string }) {
  if (invoice.status === 'cancelled') throw new AppError('CONFLICT', paymentMessages.cancelledNotPaid);
  const balance = toCents(invoice.balanceDue);
  if (balance <= 0) throw new AppError('CONFLICT', paymentMessages.nothingDue);
  return balance;
}

/**
 * An invoice's balance, as a card pays it: the company's invoice (and, given `customerId`, that customer's and not
 * a draft, which customers do not see), locked while the payment is written (by `applyPayment` as well).
 */
export function invoiceTarget(scope: { companyId: number; customerId?: number }, invoiceId: number): ChargeTarget {
  const { companyId } = scope;
  return {
    ref: { invoiceId },
    notFound: INVOICE_NOT_FOUND,
    keyUsed: paymentMessages.keyUsed,
    successQuery: `invoice=${invoiceId}`,
    sendNotices: sendPaymentNotices,
    async lock(tx) {
      const invoice = await q.lockInvoice(tx, { companyId, invoiceId });
      if (!invoice) return undefined;
      const ofPayer = scope.customerId === undefined || invoice.customerId === scope.customerId;
      if (!ofPayer || (scope.customerId !== undefined && invoice.status === 'draft')) return undefined;
      return {
        dueCents: invoice.status === 'cancelled' ? 0 : Math.max(0, toCents(invoice.balanceDue)),
        description: 'Invoice payment',
        async take(requested) {
          const balance = payableBalance(invoice);
          const { allowPartialPayments } = await getBillingSettings(tx, companyId);
          return amountToTake(balance, requested, allowPartialPayments);
        },
        async recordPayment(charge, provider) {
          const { payment } = await applyPayment(tx, companyId, invoiceId, {
            amountCents: charge.amountCents,
            method: 'card',
            paidAt: new Date(),
            provider,
            providerPaymentId: charge.paymentId,
            cardBrand: charge.cardBrand,
            cardLast4: charge.cardLast4,
          });
          return payment.id;
        },
      };
    },
  };
}

/**
 * The customer pays an invoice from the portal: the balance, or part of it where the business allows it (see
 * `takeCardPayment` for the charge itself, shared with quote deposits).
 */
export function payInvoice(
  ctx: AppContext,
  payer: Payer,
  invoiceId: number,
  input: PayValues,
  idempotencyKey: string | undefined,
) {
  return takeCardPayment(ctx, payer, invoiceTarget(payer, invoiceId), input, idempotencyKey);
}

/** What the customer's portal needs to offer Pay Now: a verified payout account, the mode, partial payments. */
export async function portalPaymentsOf(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  companyId: number,
): Promise<PortalPayments> {
  const [account, settings] = await Promise.all([
    findPayoutAccount(ctx.db, companyId),
    getBillingSettings(ctx.db, companyId),
  ]);
  return {
    enabled: account !== undefined,
    mode: ctx.payments.kind,
    allowPartial: settings.allowPartialPayments,
    minimumPartial: fromCents(MIN_PARTIAL_PAYMENT_CENTS),
  };
}
