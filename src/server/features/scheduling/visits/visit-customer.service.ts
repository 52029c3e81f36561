import { AppError } from '../../../../shared/app-error';
import type { VisitCustomer } from '../../../../shared/scheduling/appointments.schemas';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { findCompanyCustomer } from '../../customers/customers.service';
import type { VisitScope } from '../visit-scope';
import * as q from './visits.queries';

/**
 * The customer of a visit in scope, as the crew needs them on the spot: how to reach them and where. A technician
 * reads the customers of their own visits this way, and no other (docs/roles.md).
 */
export async function getVisitCustomer(db: Db, scope: VisitScope, id: number): Promise<VisitCustomer> {
  const visit = await q.findVisit(db, { ...scope, id });
  if (!visit) throw new AppError('NOT_FOUND', m.notFound);
  const customer = await findCompanyCustomer(db, scope.companyId, visit.visit.customerId);
  if (!customer) throw new AppError('NOT_FOUND', m.customerNotFound);
  const { name, email, phone, address, notes } = customer;
  return { id: customer.id, name, email, phone, address, notes };
}
