import { AppError } from '../../../../shared/app-error';
import { invoiceInputSchema } from '../../../../shared/invoices/invoices.schemas';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { findCompanyCustomer } from '../../customers/customers.service';
import type { InvoiceQuota } from '../../invoices/invoice-quota.service';
import { createInvoice } from '../../invoices/invoices.service';
import { getScheduleSettings } from '../settings/schedule-settings.queries';
import { formatVisitDate } from '../../../../shared/scheduling/visit-time-text';
import * as jq from './jobs.queries';
import * as q from './visits.queries';

type Line = { description: string; quantity: number; rate: string };

/**
 * What the visit is billed as. With labour or materials costs, a labour line and a materials line (each only when
 * its cost is set); otherwise one line for the service (or the visit) at what it cost, else its estimate, else the
 * service's base rate, else 0.
 */
export function visitInvoiceLines(
  visit: Pick<q.VisitRow, 'title' | 'laborCost' | 'materialsCost' | 'actualCost' | 'estimatedCost'>,
  service: { name: string; baseRate: string | null } | undefined,
): Line[] {
  const name = service?.name ?? visit.title;
  if (visit.laborCost !== null || visit.materialsCost !== null) {
    return [
      ...(visit.laborCost !== null ? [{ description: `${name} – labour`, quantity: 1, rate: visit.laborCost }] : []),
      ...(visit.materialsCost !== null ? [{ description: 'Materials', quantity: 1, rate: visit.materialsCost }] : []),
    ];
  }
  const rate = visit.actualCost ?? visit.estimatedCost ?? service?.baseRate ?? '0.00';
  return [{ description: name, quantity: 1, rate }];
}

/**
 * A draft invoice from a completed visit, once: made by the invoices feature (its numbering and totals), linked to
 * the visit's job, and recorded on the visit in the same transaction with the visit locked, so two clicks make one
 * invoice.
 */
export async function invoiceVisit(db: Db, companyId: number, id: number, quota: InvoiceQuota, now = new Date()) {
  const { timeZone } = await getScheduleSettings(db, companyId);
  return db.transaction(async (tx) => {
    const visit = await q.lockVisit(tx, { companyId, id });
    if (!visit) throw new AppError('NOT_FOUND', m.notFound);
    if (visit.invoiceId !== null) throw new AppError('CONFLICT', m.alreadyInvoiced);
    if (visit.status !== 'completed') throw new AppError('CONFLICT', m.notCompleted);
    const customer = await findCompanyCustomer(tx, companyId, visit.customerId);
    if (!customer?.email) throw new AppError('CONFLICT', m.invoiceNeedsEmail);
    const job = visit.jobId ? await jq.findJob(tx, { companyId, id: visit.jobId }) : undefined;
    const service = job ? await q.findOwnService(tx, { companyId, id: job.serviceId }) : undefined;
    const parsed = invoiceInputSchema.safeParse({
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      notes: `For the visit "${visit.title}" on ${formatVisitDate(visit.startTime, timeZone)}.`,
      items: visitInvoiceLines(visit, service),
    });
    // The customer's details as the invoice form would check them (an address saved before the rules were strict).
    if (!parsed.success) throw new AppError('CONFLICT', parsed.error.issues[0]?.message ?? m.invoiceNeedsEmail);
    const input = parsed.data;
    const invoice = await createInvoice(tx, companyId, input, quota, now, { jobId: visit.jobId });
    if (!(await q.setVisitInvoice(tx, { companyId, id, invoiceId: invoice.id }))) {
      throw new AppError('CONFLICT', m.alreadyInvoiced);
    }
    return { invoiceId: invoice.id };
  });
}
