import { eq, getTableColumns, is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema';

/**
 * Tables never exported, each with why: secrets of how the account signs in, the export itself, and the platform's
 * own rows that belong to no business. Every other table of the schema is exported, found from its columns and
 * foreign keys (`exportPlan`); a table that fits neither fails the plan's test until it is placed.
 */
export const notExported: Record<string, string> = {
  sessions: 'sign-in secrets',
  known_devices: 'sign-in secrets',
  user_two_factor: 'sign-in secrets',
  two_factor_recovery_codes: 'sign-in secrets',
  two_factor_challenges: 'sign-in secrets',
  data_exports: 'the exports themselves',
  data_export_parts: 'the exports themselves',
  admin_audit_logs: "the platform's audit of its administrators",
  contact_messages: "the platform's inbox",
  coupons: "the platform's coupons",
  email_outbox: "the platform's mail queue",
  error_logs: "the platform's error log",
  error_notification_logs: "the platform's error alerts",
  landing_page_templates: "the platform's catalogue",
  landing_page_tiers: "the platform's catalogue",
  merchandise_products: "the platform's catalogue",
  newsletter_subscriptions: "the platform's mailing list",
  platform_settings: "the platform's settings",
  rate_limits: 'counters of the platform',
  sign_in_failures: 'counters of the platform',
  webhook_events: "the payment provider's event ids",
};

/** Columns never written to an export whatever their table: passwords, tokens, secrets, hashes. */
export const SECRET_COLUMN = /password|token|secret|hash/i;

export type Scope = 'account' | 'company';

/** How one table's rows of an account are found: by their own column, or through the row they belong to. */
export type TablePlan = {
  name: string;
  scope: Scope;
  table: PgTable;
  /** Exported columns by their API name (camelCase), secrets and binary data left out. */
  columns: Record<string, PgColumn>;
  /** The key the rows are read in pages by. */
  key: PgColumn[];
  /** The column holding the account's user id or company id (on `through.parent` when reached through it). */
  owner: PgColumn;
  through?: { parent: PgTable; childColumn: PgColumn; parentColumn: PgColumn };
  /** Rows of the table that are not the account's to read. */
  hidden?: SQL;
};

/** An administrator's internal notes on the user's feedback are the platform's, not the user's. */
const hiddenRows: Record<string, SQL> = {
  feedback_responses: eq(schema.feedbackResponses.isInternal, true),
};

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;

function tablePlan(table: PgTable, scope: Scope, owner: PgColumn, through?: TablePlan['through']): TablePlan {
  const config = getTableConfig(table);
  const all = Object.values(columnsOf(table));
  const columns = Object.fromEntries(
    Object.entries(columnsOf(table)).filter(([key, column]) => !SECRET_COLUMN.test(key) && column.getSQLType() !== 'bytea'),
  );
  const primary = all.filter((c) => c.primary);
  // A composite key is declared apart from its columns: the same columns, found by name.
  const composite = (config.primaryKeys[0]?.columns ?? []).map((k) => all.find((c) => c.name === k.name)!);
  const key = primary.length ? primary : composite;
  return { name: config.name, scope, table, columns, key, owner, through, hidden: hiddenRows[config.name] };
}

/** A direct owner column: the table's own `companyId`, or its `userId` referencing the user. */
function directOwner(table: PgTable): { scope: Scope; owner: PgColumn } | undefined {
  const config = getTableConfig(table);
  const cols = columnsOf(table);
  if (config.name === 'companies') return { scope: 'company', owner: cols.id };
  if (config.name === 'users') return { scope: 'account', owner: cols.id };
  if (cols.companyId) return { scope: 'company', owner: cols.companyId };
  const toUser = config.foreignKeys.some(
    (fk) => fk.reference().foreignTable === schema.users && fk.reference().columns[0] === cols.userId,
  );
  if (cols.userId && toUser) return { scope: 'account', owner: cols.userId };
  return undefined;
}

/**
 * Every exported table: those holding the account's or the business's rows themselves, then those reached through
 * one of them by a cascading foreign key (an order's lines, a plan's charges). `unplaced` names the tables that fit
 * nothing: a new table must be exported or listed in `notExported`.
 */
export function exportPlan(): { tables: TablePlan[]; unplaced: string[] } {
  const candidates = tables.filter((t) => !(getTableConfig(t).name in notExported));
  const direct = new Map<PgTable, TablePlan>();
  for (const table of candidates) {
    const found = directOwner(table);
    if (found) direct.set(table, tablePlan(table, found.scope, found.owner));
  }
  const plans = [...direct.values()];
  const unplaced: string[] = [];
  for (const table of candidates.filter((t) => !direct.has(t))) {
    const fk = getTableConfig(table).foreignKeys.find(
      (f) => f.onDelete === 'cascade' && direct.has(f.reference().foreignTable),
    );
    if (!fk) {
      unplaced.push(getTableConfig(table).name);
      continue;
    }
    const parent = direct.get(fk.reference().foreignTable)!;
    const ref = fk.reference();
    plans.push(
      tablePlan(table, parent.scope, parent.owner, {
        parent: ref.foreignTable,
        childColumn: ref.columns[0],
        parentColumn: ref.foreignColumns[0],
      }),
    );
  }
  plans.sort((a, b) => a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name));
  return { tables: plans, unplaced };
}
