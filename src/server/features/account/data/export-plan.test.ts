import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { exportPlan, notExported, SECRET_COLUMN } from './export-plan';

const allTables = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => ({ name: getTableConfig(t).name, table: t }));

describe('the data export plan', () => {
  const { tables, unplaced } = exportPlan();
  const byName = new Map(tables.map((p) => [p.name, p]));

  it('places every table of the schema: exported, or left out with a reason', () => {
    expect(unplaced).toEqual([]);
    for (const table of allTables) {
      expect(byName.has(table.name) || table.name in notExported, `${table.name} is neither exported nor excused`).toBe(
        true,
      );
    }
    for (const name of Object.keys(notExported)) expect(byName.has(name), name).toBe(false);
  });

  it("exports every table that holds a business's rows, in the company's part", () => {
    const companyTables = allTables.filter((t) => 'companyId' in getTableColumns(t.table));
    expect(companyTables.length).toBeGreaterThan(30);
    for (const table of companyTables) {
      if (table.name === 'data_exports') continue;
      expect(byName.get(table.name)?.scope, table.name).toBe('company');
    }
    expect(byName.get('companies')?.scope).toBe('company');
    // Reached through their parent: an order's lines, a plan's charges, the public answers to feedback.
    expect(byName.get('storefront_order_lines')?.through).toBeDefined();
    expect(byName.get('subscription_charges')?.scope).toBe('account');
    expect(byName.get('feedback_responses')?.hidden).toBeDefined();
    for (const name of ['users', 'user_preferences', 'todo_items', 'subscriptions', 'email_scheduler_settings']) {
      expect(byName.get(name)?.scope, name).toBe('account');
    }
  });

  it('never exports a secret or binary column, and reads every table in pages by a key it exports', () => {
    for (const plan of tables) {
      const names = Object.keys(plan.columns);
      expect(names.filter((n) => SECRET_COLUMN.test(n)), plan.name).toEqual([]);
      expect(Object.values(plan.columns).filter((c) => c.getSQLType() === 'bytea')).toEqual([]);
      expect(plan.key.length, plan.name).toBeGreaterThan(0);
      for (const key of plan.key) expect(Object.values(plan.columns), plan.name).toContain(key);
    }
    expect(Object.keys(byName.get('users')!.columns)).not.toContain('password');
    expect(Object.keys(byName.get('customers')!.columns)).not.toContain('accessToken');
    expect(Object.keys(byName.get('subscriptions')!.columns)).not.toContain('cardToken');
  });
});
