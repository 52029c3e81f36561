import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../lib/guards';
import { assertInvoiceQuota } from '../subscriptions/plan-limits.service';
import { countInvoicesThisMonth } from './invoices.service';

/**
 * Who makes a new invoice, and the plan's check on it: in good standing and within its monthly number of invoices,
 * counted in the owner's month. Whatever makes an invoice (the form, a converted quote, a visit's Create Invoice)
 * runs `check` inside its transaction right after taking the invoice's number: the company's counter row stays
 * locked until commit, so two creations at the same moment are counted one after the other and the limit holds.
 * The invoice records `userId` as the member who created it (null: made by the system, no one to name).
 */
export type InvoiceQuota = { userId: number | null; check: (tx: Db, companyId: number) => Promise<void> };

/** The signed-in user's invoice quota and name, for the service that makes the invoice. */
export function invoiceQuotaOf(request: FastifyRequest): InvoiceQuota {
  const user = currentUser(request);
  return {
    userId: user.id,
    check: (tx, companyId) =>
      assertInvoiceQuota(tx, user, (cap) => countInvoicesThisMonth(tx, { companyId, timezone: user.timezone, cap })),
  };
}
