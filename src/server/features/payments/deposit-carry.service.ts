import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import * as q from './deposit-payments.queries';

/**
 * Carries a quote's deposit onto the invoice just made from it, in the conversion's transaction: the deposit's
 * payments (and the platform's fee rows of them) now name the invoice, and the invoice counts `depositPaid` as
 * received, paid when that covers its total. The dashboard's revenue does not move: it counted each payment on the
 * day it was paid, and a payment's amount and day stay as they were. Answers the amount carried ("0.00": none).
 */
export async function carryDepositToInvoice(
  tx: Db,
  opts: { companyId: number; quoteId: number; invoiceId: number; depositPaid: string },
) {
  const { companyId, invoiceId } = opts;
  const moved = await q.movePaymentsToInvoice(tx, opts);
  await q.moveFeesToInvoice(tx, { companyId, invoiceId, paymentIds: moved.map((p) => p.id) });
  const cents = toCents(opts.depositPaid);
  if (cents <= 0 || moved.length === 0) return fromCents(0);
  await q.addPaidToInvoice(tx, { companyId, invoiceId, amount: fromCents(cents), last: moved[0] });
  return fromCents(cents);
}
