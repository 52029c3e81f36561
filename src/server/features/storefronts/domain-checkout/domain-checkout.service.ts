import { AppError } from '../../../../shared/app-error';
import type { DomainType } from '../../../../shared/storefronts/domain.schemas';
import {
  domainCheckoutMessages as m,
  type DomainOrder,
  type DomainPaymentResult,
} from '../../../../shared/storefronts/domain-checkout.schemas';
import type { AppContext } from '../../../lib/context';
import * as q from './domain-checkout.queries';

export const orderNotFound = () => new AppError('NOT_FOUND', m.orderNotFound);
export const paidAnswer = (domain: string): DomainPaymentResult => ({ success: true, message: m.paid(domain) });

/** A domain whose checkout is open: switched on and its setup fee not paid yet. */
export const isPayable = (row: q.DomainRow) => row.isActive && row.status === 'pending';

/**
 * GET /api/domain-order/{subdomain}: what the public checkout shows of a domain waiting on its setup fee. Anything
 * else (unknown, paid, switched off, suspended) is 'Domain order not found', the same for every company.
 */
export async function getDomainOrder(ctx: AppContext, domain: string): Promise<DomainOrder> {
  const found = await q.findDomainOrder(ctx.db, { domain });
  if (!found || !isPayable(found.domain)) throw orderNotFound();
  const row = found.domain;
  return {
    subdomain: row.domain,
    domainType: row.domainType === 'custom' ? 'custom' : ('subdomain' satisfies DomainType),
    companyName: found.companyName,
    industry: found.industry,
    setupFee: row.setupFee,
    monthlyFee: row.monthlyFee,
    status: 'pending',
    payments: { mode: ctx.payments.kind },
  };
}
