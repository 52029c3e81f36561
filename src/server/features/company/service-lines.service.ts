import { AppError, type FieldErrors } from '../../../shared/app-error';
import type { LineItemInput } from '../../../shared/billing/line-items';
import { serviceLineMessages } from '../../../shared/billing/service-lines';
import type { Db } from '../../db/client';
import * as q from './company.queries';

/** A line as the quote and invoice schemas give it: one naming a service may leave description and rate out. */
type ServiceLine = {
  serviceId?: number;
  description?: string | null;
  quantity: number;
  rate?: number | null;
};

/**
 * The lines ready to price. A line naming one of the company's services keeps its id and takes the service's
 * name for a blank description and its base rate (a decimal string, exact) for a missing rate. A service the
 * company does not have (another company's, or deleted) answers 400 on that line's `serviceId`, as a customer
 * of another company does; so does a missing rate the service has none for, on the line's `rate`.
 */
export async function completeServiceLines(db: Db, companyId: number, lines: ServiceLine[]): Promise<LineItemInput[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.serviceId ? [line.serviceId] : [])))];
  const services = new Map((await q.findServicesByIds(db, { companyId, ids })).map((s) => [s.id, s]));
  const fields: FieldErrors = {};
  const completed = lines.map(({ serviceId, description, quantity, rate }, i) => {
    // The schema has made sure a line without a service has both.
    if (!serviceId) return { description: description ?? '', quantity, rate: rate ?? 0 };
    const service = services.get(serviceId);
    if (!service) fields[`items.${i}.serviceId`] = serviceLineMessages.unknownService;
    const filledRate = rate ?? service?.baseRate;
    if (service && (filledRate === undefined || filledRate === null)) {
      fields[`items.${i}.rate`] = serviceLineMessages.rateNeeded;
    }
    return { serviceId, description: description || service?.name || '', quantity, rate: filledRate ?? 0 };
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError('BAD_REQUEST', first, fields);
  return completed;
}
