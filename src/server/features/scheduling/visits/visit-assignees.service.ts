import { AppError } from '../../../../shared/app-error';
import type { Assignee } from '../../../../shared/scheduling/appointments.schemas';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import * as q from './visit-assignees.queries';

/** Whom the business's visits can be assigned to: the owner first, then the members of the team. */
export async function listAssignees(db: Db, companyId: number): Promise<Assignee[]> {
  return (await q.findAssignees(db, { companyId })).map((a) => ({ ...a, role: a.role as Assignee['role'] }));
}

/**
 * The member a visit is assigned to, or null; 400 when that user is not the business's owner or one of its members.
 * `unchanged` (the visit's assignee now) passes as it is: a member who left keeps their past visits until changed.
 */
export async function assertAssignee(db: Db, companyId: number, userId: number | null, unchanged?: number | null) {
  if (userId === null || userId === unchanged) return userId;
  if (!(await q.isCompanyMember(db, { companyId, userId }))) {
    throw new AppError('BAD_REQUEST', m.assigneeNotMember, { assignedUserId: m.assigneeNotMember });
  }
  return userId;
}
