import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { fromCents, toCents } from '../../../shared/money';
import {
  depositPaymentMessages as messages,
  payDepositSchema,
} from '../../../shared/payments/deposit-payments.schemas';
import type { AppContext } from '../../lib/context';
import { takeCardPayment, type ChargeTarget, type Payer } from './card-charge.service';
import { sendDepositNotices } from './deposit-notices';
import * as q from './deposit-payments.queries';

type PayValues = z.output<typeof payDepositSchema>;

/** What is left of the deposit (cents), while the quote is accepted and not yet invoiced; 0 otherwise. */
export function depositDueCents(
  quote: Pick<q.LockedQuote, 'status' | 'convertedInvoiceId' | 'depositAmount' | 'depositPaid'>,
) {
  if (quote.status !== 'accepted' || quote.convertedInvoiceId !== null) return 0;
  return Math.max(0, toCents(quote.depositAmount) - toCents(quote.depositPaid));
}

/** The deposit left to pay, or why none can be paid now. */
function depositToTake(quote: q.LockedQuote) {
  if (toCents(quote.depositAmount) <= 0) throw new AppError('CONFLICT', messages.noDeposit);
  if (quote.status === 'sent') throw new AppError('CONFLICT', messages.notAccepted);
  if (quote.status !== 'accepted') throw new AppError('CONFLICT', messages.notPayable(quote.status));
  if (quote.convertedInvoiceId !== null) throw new AppError('CONFLICT', messages.invoiced);
  const due = depositDueCents(quote);
  if (due <= 0) throw new AppError('CONFLICT', messages.alreadyPaid);
  return due;
}

/**
 * A quote's deposit, as a card pays it: the company's quote (and, given `customerId`, that customer's and not a
 * draft), its row locked while the payment is written. The payment names the quote and no invoice until the quote
 * is converted (`carryDepositToInvoice`).
 */
export function depositTarget(scope: { companyId: number; customerId?: number }, quoteId: number): ChargeTarget {
  const { companyId } = scope;
  return {
    ref: { quoteId },
    notFound: portalMessages.quoteNotFound,
    keyUsed: messages.keyUsed,
    successQuery: `quote=${quoteId}`,
    sendNotices: sendDepositNotices,
    async lock(tx) {
      const quote = await q.lockQuote(tx, { companyId, quoteId });
      if (!quote) return undefined;
      const ofPayer = scope.customerId === undefined || quote.customerId === scope.customerId;
      if (!ofPayer || (scope.customerId !== undefined && quote.status === 'draft')) return undefined;
      return {
        dueCents: depositDueCents(quote),
        description: `Deposit for quote ${quote.quoteNumber}`,
        take: async () => depositToTake(quote),
        recordPayment: (charge, provider) =>
          q.insertDepositPayment(tx, {
            companyId,
            quoteId,
            amount: fromCents(charge.amountCents),
            paidAt: new Date(),
            provider,
            providerPaymentId: charge.paymentId,
            cardBrand: charge.cardBrand,
            cardLast4: charge.cardLast4,
          }),
      };
    },
  };
}

/**
 * The customer pays the deposit of an accepted quote from the portal, whole: the same charge as an invoice's
 * (`takeCardPayment`), with the quote's row locked instead.
 */
export function payDeposit(
  ctx: AppContext,
  payer: Payer,
  quoteId: number,
  input: PayValues,
  idempotencyKey: string | undefined,
) {
  return takeCardPayment(ctx, payer, depositTarget(payer, quoteId), input, idempotencyKey);
}
