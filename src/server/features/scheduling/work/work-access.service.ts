import { AppError } from '../../../../shared/app-error';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session';
import type { VisitScope } from '../visit-scope';
import * as q from './job-tasks.queries';

/**
 * The visit's id when it is the company's (a technician's: assigned to them); another company's visit, or another
 * member's to a technician, is as missing as one that never was.
 */
export async function getVisitId(db: Db, scope: VisitScope, appointmentId: number) {
  const id = await q.findVisitId(db, { companyId: scope.companyId, assigneeId: scope.assigneeId, id: appointmentId });
  if (id === undefined) throw new AppError('NOT_FOUND', m.notFound);
  return id;
}

/** A task of that visit (of the company), or 404: a task of another visit does not belong here. */
export async function getTask(db: Db, opts: { companyId: number; appointmentId: number; id: number; lock?: boolean }) {
  const task = await q.findTask(db, opts);
  if (!task) throw new AppError('NOT_FOUND', m.taskNotFound);
  return task;
}

/** Who a progress entry names: the user's name as it is now (kept when it changes later), and the user. */
export function progressAuthor(user: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'email'>) {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { loggedBy: (name || user.email).slice(0, 120), loggedByUserId: user.id };
}
