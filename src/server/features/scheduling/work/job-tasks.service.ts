import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import type { Task, taskInputSchema, taskUpdateSchema } from '../../../../shared/scheduling/job-work.schemas';
import { scheduleMessages as m } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import type { VisitScope } from '../visit-scope';
import type { SessionUser } from '../../../lib/session';
import { TECHNICIAN_DENIED } from '../../../lib/guards';
import * as q from './job-tasks.queries';
import { insertProgressLog } from './progress-log.queries';
import { getTask, getVisitId, progressAuthor } from './work-access.service';

type TaskValues = z.output<typeof taskInputSchema>;
type TaskChanges = z.output<typeof taskUpdateSchema>;
type Visit = VisitScope & { appointmentId: number };

/** The visit's rows' keys, without the scope's assignee (which only finds the visit). */
const rowsOf = (v: Visit) => ({ companyId: v.companyId, appointmentId: v.appointmentId });

export function toTask(t: q.TaskRow): Task {
  return {
    id: t.id,
    appointmentId: t.appointmentId,
    title: t.title,
    description: t.description,
    status: t.status as Task['status'],
    priority: t.priority as Task['priority'],
    estimatedTime: t.estimatedTime,
    actualTime: t.actualTime,
    assignedTo: t.assignedTo,
    materials: t.materials,
    notes: t.notes,
    completedAt: t.completedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function listTasks(db: Db, visit: Visit) {
  await getVisitId(db, visit, visit.appointmentId);
  return (await q.findTasks(db, rowsOf(visit))).map(toTask);
}

/** Adds the task last on the visit's list; one created completed is completed now. */
export async function createTask(db: Db, visit: Visit, input: TaskValues) {
  await getVisitId(db, visit, visit.appointmentId);
  const completedAt = input.status === 'completed' ? new Date() : null;
  return toTask(await q.insertTask(db, rowsOf(visit), { ...input, completedAt }));
}

/**
 * Saves what the input names; a technician (on their own visit) changes the status only, the checklist's tick. A
 * change of status is logged (previous and new status, who) in the same transaction,
 * and moves `completedAt`: set on completing, cleared on leaving completed.
 */
export async function updateTask(db: Db, user: SessionUser, visit: Visit & { id: number }, changes: TaskChanges) {
  return db.transaction(async (tx) => {
    await getVisitId(tx, visit, visit.appointmentId);
    const task = await getTask(tx, { ...rowsOf(visit), id: visit.id, lock: true });
    if (visit.assigneeId !== undefined && Object.keys(changes).some((key) => key !== 'status')) {
      throw new AppError('FORBIDDEN', TECHNICIAN_DENIED);
    }
    const next = changes.status;
    const statusChanged = next !== undefined && next !== task.status;
    const row = await q.updateTaskRow(
      tx,
      { companyId: visit.companyId, id: task.id },
      statusChanged ? { ...changes, completedAt: next === 'completed' ? new Date() : null } : changes,
    );
    if (statusChanged) {
      await insertProgressLog(tx, {
        companyId: visit.companyId,
        appointmentId: visit.appointmentId,
        taskId: task.id,
        logType: 'task',
        message: `Task "${row!.title}" changed from ${task.status} to ${next}`,
        previousValue: task.status,
        newValue: next,
        ...progressAuthor(user),
      });
    }
    return toTask(row!);
  });
}

export async function deleteTask(db: Db, visit: Visit & { id: number }) {
  await getVisitId(db, visit, visit.appointmentId);
  if (!(await q.deleteTaskRow(db, { ...rowsOf(visit), id: visit.id }))) throw new AppError('NOT_FOUND', m.taskNotFound);
}
