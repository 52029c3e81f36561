import { AppError } from '../../../../shared/app-error';
import {
  storefrontMessages as m,
  type Lead,
  type LeadStatus,
  type ConvertLeadResult,
} from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { createCustomer, findCustomerByEmail } from '../../customers/customers.service';
import * as q from './leads.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toLead(r: q.LeadRow): Lead {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    serviceRequested: r.serviceRequested,
    message: r.message,
    status: r.status as LeadStatus,
    source: r.source,
    customerId: r.customerId,
    contactedAt: iso(r.contactedAt),
    convertedAt: iso(r.convertedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const leadNotFound = () => new AppError('NOT_FOUND', m.leadNotFound);

export async function listLeads(
  db: Db,
  companyId: number,
  query: { status?: LeadStatus; limit: number; offset: number },
) {
  const { rows, total } = await q.findLeadPage(db, { companyId, ...query });
  return { items: rows.map(toLead), total };
}

export async function updateLeadStatus(db: Db, companyId: number, id: number, status: LeadStatus) {
  const row = await q.updateLeadStatusRow(db, { companyId, id, status });
  if (!row) throw leadNotFound();
  return toLead(row);
}

/** The customer a lead becomes: its name (first and last, as a customer's name fits), e-mail and phone. */
const customerValuesOf = (lead: q.LeadRow) => ({
  name: [lead.firstName, lead.lastName].filter(Boolean).join(' ').slice(0, 120),
  email: lead.email,
  phone: lead.phone,
  address: null,
  notes: null,
});

/**
 * The lead as a customer of the company, in one step: the one it already became, else the company's customer with
 * its e-mail address (any case), else a new customer made by the customers feature. The lead's row is locked
 * meanwhile, so converting twice, even at once, gives the same customer.
 */
export async function convertLead(db: Db, companyId: number, id: number): Promise<ConvertLeadResult> {
  return db.transaction(async (tx) => {
    const lead = await q.lockLead(tx, { companyId, id });
    if (!lead) throw leadNotFound();
    const customerId =
      lead.customerId ??
      (await findCustomerByEmail(tx, companyId, lead.email))?.id ??
      (await createCustomer(tx, companyId, customerValuesOf(lead))).id;
    const row = await q.updateLeadStatusRow(tx, { companyId, id, status: 'converted', customerId });
    return { lead: toLead(row), customerId };
  });
}
