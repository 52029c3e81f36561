import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { INVOICE_NOT_FOUND } from '../../../shared/invoices/invoice-values';
import { fromCents, toCents } from '../../../shared/money';
import type { Payment } from '../../../shared/payments/payments.schemas';
import { refundMessages as messages, refundPaymentSchema } from '../../../shared/payments/refunds.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { lockInvoice } from './payments.queries';
import { recordPlatformFee } from './platform-transactions.service';
import { sendRefundNotice } from './refund-notices';
import * as q from './refunds.queries';

type RefundValues = z.output<typeof refundPaymentSchema>;
type LockedPayment = NonNullable<Awaited<ReturnType<typeof q.lockInvoicePayment>>>;

/** `fee × part / whole`, rounded to the nearest cent (half up), exactly: the product can pass 2^53. */
function shareOf(feeCents: number, partCents: number, wholeCents: number) {
  const [fee, part, whole] = [BigInt(feeCents), BigInt(partCents), BigInt(wholeCents)];
  return Number((2n * fee * part + whole) / (2n * whole));
}

/**
 * The part of a payment's fee that a refund gives back, counted on everything refunded so far: each refund gives
 * back its share rounded, less what the refunds before it gave back, so a payment refunded in full (in any number
 * of parts) has given back exactly its whole fee.
 */
export function feeGivenBack(fee: { feeCents: number; amountCents: number; refundedBefore: number; refund: number }) {
  const { feeCents, amountCents, refundedBefore, refund } = fee;
  return shareOf(feeCents, refundedBefore + refund, amountCents) - shareOf(feeCents, refundedBefore, amountCents);
}

/** The amount to give back: all that is left unless told, at least a cent, never more than what is left. */
function amountToRefund(payment: Payment, requested: string | undefined) {
  const left = toCents(payment.amount) - toCents(payment.refundedAmount);
  if (left <= 0) throw new AppError('CONFLICT', messages.fullyRefunded);
  const cents = requested === undefined ? left : toCents(requested);
  if (cents < 1) throw new AppError('BAD_REQUEST', messages.amountTooSmall, { amount: messages.amountTooSmall });
  if (cents > left) throw new AppError('BAD_REQUEST', messages.overRefund, { amount: messages.overRefund });
  return cents;
}

/**
 * Gives the money back to the card through the provider that took it; the provider's id of the refund. Its
 * idempotency key is the client's, so a retried request refunds once at the provider too. Anything the provider
 * says goes to the log; the owner is told that nothing was done (our transaction rolls back).
 */
async function refundAtProvider(
  ctx: AppContext,
  payment: LockedPayment,
  opts: { companyId: number; cents: number; idempotencyKey: string; log?: FastifyBaseLogger },
) {
  const provider = ctx.payments;
  if (payment.provider !== provider.kind || !payment.providerPaymentId) {
    throw new AppError('CONFLICT', messages.otherProvider);
  }
  try {
    const { refundId } = await provider.refund({
      paymentId: payment.providerPaymentId,
      amountCents: opts.cents,
      idempotencyKey: `refund-${opts.companyId}-${opts.idempotencyKey}`,
    });
    return refundId;
  } catch (err) {
    opts.log?.error({ err, paymentId: payment.id }, 'the card provider refused or failed a refund');
    throw new AppError('BAD_GATEWAY', messages.providerFailed);
  }
}

/** The platform's fee row of the refund (negative), its share of the payment's fee given back. */
async function recordFeeGivenBack(
  tx: Db,
  opts: { companyId: number; invoiceId: number; payment: Payment; cents: number; providerRefundId: string },
) {
  const { payment } = opts;
  const fee = await q.findPaymentFee(tx, { companyId: opts.companyId, paymentId: payment.id });
  const feeCents = feeGivenBack({
    feeCents: fee ? toCents(fee.feeAmount) : 0,
    amountCents: toCents(payment.amount),
    refundedBefore: toCents(payment.refundedAmount),
    refund: opts.cents,
  });
  await recordPlatformFee(tx, {
    companyId: opts.companyId,
    invoiceId: opts.invoiceId,
    paymentId: payment.id,
    type: 'refund',
    amountCents: opts.cents,
    feePercent: fee?.feePercent ?? '0.00',
    feeCents,
    connectedAccountId: fee?.connectedAccountId ?? null,
    externalTransactionId: opts.providerRefundId,
  });
}

/**
 * Gives back (part of) a payment of the company's invoice, in one transaction: the invoice's row is locked, then
 * the payment's, so refunds and payments of an invoice are counted one after the other. A card payment is refunded
 * through its provider (the platform's fee given back in proportion); one the owner recorded (cash, check...) was
 * given back by hand. The invoice receives that much less, and a paid invoice is due again. The same idempotency
 * key again answers the refund it made (409 for a refund of another payment). The refund names the member who
 * recorded it (`recordedByUserId`). 404 for an invoice or a payment that
 * is not the company's, or a payment of another invoice, whatever else the request says.
 */
export async function refundPayment(
  ctx: AppContext,
  target: { companyId: number; invoiceId: number; paymentId: number },
  input: RefundValues,
  opts: { idempotencyKey?: string; log?: FastifyBaseLogger; now?: Date; recordedByUserId?: number | null } = {},
) {
  const { companyId, invoiceId, paymentId } = target;
  const now = opts.now ?? new Date();
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await lockInvoice(tx, { companyId, invoiceId }))) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    const locked = await q.lockInvoicePayment(tx, { companyId, invoiceId, paymentId });
    if (!locked) throw new AppError('NOT_FOUND', messages.paymentNotFound);
    const { providerPaymentId: _providerId, ...payment } = locked;
    const idempotencyKey = opts.idempotencyKey;
    if (!idempotencyKey) throw new AppError('BAD_REQUEST', messages.keyRequired);
    const earlier = await q.findRefundByKey(tx, { companyId, idempotencyKey });
    if (earlier) {
      if (earlier.paymentId !== paymentId) throw new AppError('CONFLICT', messages.keyUsed);
      return { refund: earlier, payment: payment as Payment, repeated: true };
    }

    const cents = amountToRefund(payment, input.amount);
    const providerRefundId = locked.provider
      ? await refundAtProvider(ctx, locked, { companyId, cents, idempotencyKey, log: opts.log })
      : null;
    const amount = fromCents(cents);
    const refund = await q.insertRefund(tx, {
      companyId,
      paymentId,
      amount,
      providerRefundId,
      reason: input.reason ?? null,
      refundedAt: now,
      idempotencyKey,
      recordedByUserId: opts.recordedByUserId ?? null,
    });
    const updated = await q.addToRefunded(tx, { paymentId, amount });
    await q.takeBackFromInvoice(tx, { companyId, invoiceId, amount, now });
    if (providerRefundId) await recordFeeGivenBack(tx, { companyId, invoiceId, payment, cents, providerRefundId });
    return { refund, payment: updated, repeated: false };
  });

  if (!outcome.repeated) {
    // The money is back and recorded: a notice that cannot be queued must not turn that into an error.
    await sendRefundNotice(ctx, outcome.refund.id).catch((err: unknown) =>
      opts.log?.error({ err, refundId: outcome.refund.id }, 'could not queue the refund notice'),
    );
  }
  return outcome;
}
