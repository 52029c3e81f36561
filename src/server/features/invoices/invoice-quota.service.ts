import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser, ownCompanyId } from '../../lib/guards';
import { assertInvoiceQuota } from '../subscriptions/plan-limits.service';
import { countInvoicesThisMonth } from './invoices.service';

/**
 * A route's preHandler for whatever makes an invoice (the form, a converted quote, a visit's Create Invoice): the
 * plan must be in good standing and within its monthly number of invoices, counted in the owner's month.
 */
export const requireInvoiceQuota = (db: Db) => async (request: FastifyRequest) => {
  const user = currentUser(request);
  const companyId = ownCompanyId(request);
  await assertInvoiceQuota(db, user, (cap) => countInvoicesThisMonth(db, { companyId, timezone: user.timezone, cap }));
};
