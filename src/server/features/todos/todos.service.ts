import { AppError } from '../../../shared/app-error';
import {
  todoMessages as m,
  type Todo,
  type TodoCategory,
  type TodoPriority,
  type TodoStatus,
  type TodoUpdate,
  type TodoValues,
} from '../../../shared/todos/todos.schemas';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import * as q from './todos.queries';
import { ensureWeeklySchedule } from './weekly-email/scheduler-settings.service';
import { safeTimeZone } from './weekly-email/schedule-time';

export const toTodo = (r: q.TodoRow): Todo => ({
  id: r.id,
  title: r.title,
  description: r.description,
  priority: r.priority as TodoPriority,
  category: r.category as TodoCategory,
  status: r.status as TodoStatus,
  dueDate: r.dueDate,
  completedAt: r.completedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', m.notFound);
const found = (row: q.TodoRow | undefined) => {
  if (!row) throw notFound();
  return toTodo(row);
};

export async function listTodos(
  db: Db,
  user: SessionUser,
  page: { limit: number; offset: number; status?: TodoStatus; search?: string },
) {
  const { rows, total } = await q.findTodoPage(db, { userId: user.id, ...page });
  return { items: rows.map(toTodo), total };
}

export const getTodoStats = (db: Db, user: SessionUser, now = new Date()) =>
  q.summarizeTodos(db, { userId: user.id, timeZone: safeTimeZone(user.timezone), now });

/** A new item; the user's first one also sets up the weekly e-mail's default schedule (Monday 09:00, their zone). */
export async function createTodo(db: Db, user: SessionUser, values: TodoValues, now = new Date()): Promise<Todo> {
  return db.transaction(async (tx) => {
    const row = await q.insertTodo(tx, { userId: user.id }, values);
    await ensureWeeklySchedule(tx, user.id, now);
    return toTodo(row);
  });
}

/** Another user's item answers 404, exactly as a missing one. */
export async function updateTodo(db: Db, user: SessionUser, id: number, values: TodoUpdate) {
  return found(await q.updateTodoRow(db, { userId: user.id, id }, values));
}

export async function setTodoStatus(db: Db, user: SessionUser, id: number, status: TodoStatus, now = new Date()) {
  return found(await q.setTodoStatusRow(db, { userId: user.id, id, status, now }));
}

export async function deleteTodo(db: Db, user: SessionUser, id: number) {
  if (!(await q.deleteTodoRow(db, { userId: user.id, id }))) throw notFound();
}
