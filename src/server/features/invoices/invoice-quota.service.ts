import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/guards';
import { assertInvoiceQuota } from '../subscriptions/plan-limits.service';
import { countInvoicesThisMonth } from './invoices.service';

/**
 * The plan's check on a new invoice: in good standing and within its monthly number of invoices, counted in the
 * owner's month. Whatever makes an invoice (the form, a converted quote, a visit's Create Invoice) runs it inside its
 * transaction right after taking the invoice's number: the company's counter row stays locked until commit, so two
 * creations at the same moment are counted one after the other and the limit holds.
 */
export type InvoiceQuota = (tx: Db, companyId: number) => Promise<void>;

/** The signed-in owner's invoice quota, for the service that makes the invoice. */
export function invoiceQuotaOf(request: FastifyRequest): InvoiceQuota {
  const user = currentUser(request);
  return (tx, companyId) =>
    assertInvoiceQuota(tx, user, (cap) => countInvoicesThisMonth(tx, { companyId, timezone: user.timezone, cap }));
}
