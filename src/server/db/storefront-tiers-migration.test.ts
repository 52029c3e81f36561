import { describe, expect, it } from 'vitest';
import { migratedAcross } from '../../test/migrations';

// The storefront tiers as databases seeded before 0024 had them, with one an administrator had already changed.
const tiersUnder0023 = `
  insert into landing_page_tiers (name, monthly_fee, transaction_fee_percent, max_products)
  values ('Basic', 19.99, 2.90, 25), ('Pro', 39.99, 2.50, 100), ('Premium', 79.99, 2.00, -1),
         ('Agency', 149.00, 1.50, 100);`;

describe('migration 0024 on a database with the old storefront tiers', () => {
  it("sets the specification's limits and names, and leaves a tier of the administrator's own alone", async () => {
    const client = await migratedAcross('0024_storefronts', tiersUnder0023);
    try {
      const { rows } = await client.query('select name, max_products from landing_page_tiers order by monthly_fee');
      expect(rows).toEqual([
        { name: 'Basic', max_products: 50 },
        { name: 'Pro', max_products: 200 },
        { name: 'Enterprise', max_products: -1 },
        { name: 'Agency', max_products: 100 },
      ]);
    } finally {
      await client.close();
    }
  });
});
