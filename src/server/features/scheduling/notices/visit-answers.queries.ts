import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema';

/** The customer a portal link names: their visits only. */
export type CustomerScope = { companyId: number; customerId: number };

const portalVisitColumns = {
  id: appointments.id,
  title: appointments.title,
  status: appointments.status,
  startTime: appointments.startTime,
  endTime: appointments.endTime,
  technician: appointments.assignedTechnician,
  confirmationRequestedAt: appointments.confirmationRequestedAt,
  customerResponse: appointments.customerResponse,
};

const ofCustomer = (scope: CustomerScope) =>
  and(eq(appointments.companyId, scope.companyId), eq(appointments.customerId, scope.customerId));

/** The customer's earliest open visit starting at `now` or later. */
export async function findNextVisitRow(db: Db, scope: CustomerScope & { now: Date }) {
  const [row] = await db
    .select(portalVisitColumns)
    .from(appointments)
    .where(
      and(ofCustomer(scope), gte(appointments.startTime, scope.now), inArray(appointments.status, [...OPEN_STATUSES])),
    )
    .orderBy(asc(appointments.startTime), asc(appointments.id))
    .limit(1);
  return row;
}

/** One of the customer's visits, locked until the transaction ends (two answers at once: the second sees the first). */
export async function findCustomerVisitForUpdate(db: Db, scope: CustomerScope & { id: number }) {
  const [row] = await db
    .select(portalVisitColumns)
    .from(appointments)
    .where(and(eq(appointments.id, scope.id), ofCustomer(scope)))
    .for('update');
  return row;
}

export async function recordAnswerRow(
  db: Db,
  scope: CustomerScope & { id: number; status: string; response: 'confirmed' | 'declined'; at: Date },
) {
  const [row] = await db
    .update(appointments)
    .set({ status: scope.status, customerResponse: scope.response, respondedAt: scope.at })
    .where(and(eq(appointments.id, scope.id), ofCustomer(scope)))
    .returning(portalVisitColumns);
  return row!;
}

export type PortalVisitRow = NonNullable<Awaited<ReturnType<typeof findNextVisitRow>>>;
