import { sql } from 'drizzle-orm';
import {
  TODO_CATEGORIES,
  TODO_ITEMS_PER_CATEGORY,
  type TodoCategory,
  type TodoPriority,
  type TodoStatus,
} from '../../../../shared/todos/todos.schemas';
import { queryRows, type Db } from '../../../db/client';

export type DigestRow = {
  id: number;
  title: string;
  priority: TodoPriority;
  status: TodoStatus;
  dueDate: string | null;
  completedAt: string | null;
  section: TodoCategory;
  /** How many items the section has in all (it lists up to TODO_ITEMS_PER_CATEGORY). */
  total: number;
  /** The user's open items in all. */
  openTotal: number;
};

const categoryArray = sql.raw(`array[${TODO_CATEGORIES.map((c) => `'${c}'`).join(', ')}]::text[]`);

/**
 * The e-mail's items, up to five a section, chosen and ordered by PostgreSQL: open items under their category by
 * priority, due date (undated last) and age; items completed in the 7 days before `now` under Recent Completions,
 * latest first. Older completed items are left out. Reads one user's rows through their index.
 */
export function findDigestRows(db: Db, opts: { userId: number; now: Date }) {
  const now = sql`${opts.now.toISOString()}::timestamptz`;
  return queryRows<DigestRow>(
    db,
    sql`select id, title, priority, status, "dueDate", "completedAt", section, total::int as total,
               "openTotal"::int as "openTotal" from (
          select id, title, priority, status, due_date::text as "dueDate",
                 to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "completedAt",
                 section, created_at,
                 row_number() over (partition by section order by (status = 'completed'),
                   case when status = 'pending' then case priority when 'high' then 0 when 'medium' then 1 else 2 end end,
                   case when status = 'pending' then due_date end nulls last,
                   completed_at desc nulls last, created_at, id) as rank,
                 count(*) over (partition by section) as total,
                 count(*) filter (where status = 'pending') over () as "openTotal"
          from (select *, case when status = 'completed' then 'recent_completions' else category end as section
                from todo_items
                where user_id = ${opts.userId}
                  and (status = 'pending' or (completed_at > ${now} - interval '7 days' and completed_at <= ${now}))
               ) items
        ) ranked
        where rank <= ${TODO_ITEMS_PER_CATEGORY}
        order by array_position(${categoryArray}, section), rank`,
  );
}
