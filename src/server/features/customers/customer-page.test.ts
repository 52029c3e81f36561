import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { findCustomerPage } from './customers.queries';

describe("the customer list's statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads the page's ids by name from its index alone, and the sums from the invoices index alone", async () => {
    const page = findCustomerPage(t.db, { companyId: 1, limit: 50, offset: 0 });
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = JSON.stringify(await queryRows(t.db, sql`explain ${page}`));
      expect(plan).toMatch(/Index Only Scan using customers_company_id_name_id_index/);
      expect(plan).toMatch(/Index Only Scan using invoices_customer_sums_idx/);
    } finally {
      await t.db.execute(sql`reset enable_seqscan`);
    }
  });
});
