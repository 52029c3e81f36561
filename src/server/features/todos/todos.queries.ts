import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TodoStats, TodoStatus, TodoUpdate, TodoValues } from '../../../shared/todos/todos.schemas';
import { TODO_THIS_WEEK_DAYS } from '../../../shared/todos/todos.schemas';
import type { Db } from '../../db/client';
import { todoItems } from '../../db/schema';
import { containsPattern } from '../../lib/search-pattern';
import { localTodaySql } from './weekly-email/schedule-time';

export type TodoRow = typeof todoItems.$inferSelect;
type Owner = { userId: number };

const own = (opts: Owner & { id?: number }): SQL | undefined =>
  and(eq(todoItems.userId, opts.userId), opts.id === undefined ? undefined : eq(todoItems.id, opts.id));

/**
 * A page of the user's list, open items first and then newest first: the `(user_id, status, created_at)` index read
 * backwards. The search looks at titles within the one user's rows, which that index bounds.
 */
export async function findTodoPage(
  db: Db,
  opts: Owner & { limit: number; offset: number; status?: TodoStatus; search?: string },
) {
  const where = and(
    own(opts),
    opts.status ? eq(todoItems.status, opts.status) : undefined,
    opts.search ? ilike(todoItems.title, containsPattern(opts.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(todoItems)
      .where(where)
      .orderBy(desc(todoItems.status), desc(todoItems.createdAt), desc(todoItems.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(todoItems).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findTodo(db: Db, opts: Owner & { id: number }): Promise<TodoRow | undefined> {
  const [row] = await db.select().from(todoItems).where(own(opts));
  return row;
}

export async function insertTodo(db: Db, opts: Owner, values: TodoValues): Promise<TodoRow> {
  const [row] = await db
    .insert(todoItems)
    .values({ ...values, userId: opts.userId })
    .returning();
  return row;
}

export async function updateTodoRow(db: Db, opts: Owner & { id: number }, values: TodoUpdate) {
  const [row] = await db
    .update(todoItems)
    .set({ ...values, updatedAt: new Date() })
    .where(own(opts))
    .returning();
  return row as TodoRow | undefined;
}

/** Completing stamps the moment (kept if it was already completed); reopening clears it. */
export async function setTodoStatusRow(db: Db, opts: Owner & { id: number; status: TodoStatus; now: Date }) {
  const [row] = await db
    .update(todoItems)
    .set({
      status: opts.status,
      completedAt:
        opts.status === 'completed'
          ? sql`coalesce(${todoItems.completedAt}, ${opts.now.toISOString()}::timestamptz)`
          : null,
      updatedAt: opts.now,
    })
    .where(own(opts))
    .returning();
  return row as TodoRow | undefined;
}

export async function deleteTodoRow(db: Db, opts: Owner & { id: number }) {
  const rows = await db.delete(todoItems).where(own(opts)).returning({ id: todoItems.id });
  return rows.length > 0;
}

/** The four cards in one statement; 'This Week' counts open items due today through 7 days on, on the user's calendar. */
export async function summarizeTodos(db: Db, opts: Owner & { timeZone: string; now: Date }): Promise<TodoStats> {
  const today = localTodaySql(opts.timeZone, opts.now);
  const open = sql`${todoItems.status} = 'pending'`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${todoItems.status} = 'completed')`.mapWith(Number),
      highPriority: sql<number>`count(*) filter (where ${open} and ${todoItems.priority} = 'high')`.mapWith(Number),
      thisWeek: sql<number>`count(*) filter (where ${open} and ${todoItems.dueDate} >= ${today}
        and ${todoItems.dueDate} <= ${today} + ${TODO_THIS_WEEK_DAYS}::int)`.mapWith(Number),
    })
    .from(todoItems)
    .where(own(opts));
  return row;
}
