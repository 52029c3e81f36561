import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { customers, documentCounters, invoices } from './schema';

describe('the per-company invoice count kept by triggers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const countOf = async (companyId: number) =>
    (await t.db.select().from(documentCounters).where(eq(documentCounters.companyId, companyId)))[0]?.invoiceCount ?? 0;

  it('follows inserts of one or many rows and deletes, company by company', async () => {
    const a = (await signedInOwner(t)).company;
    const b = (await signedInOwner(t)).company;
    const [ca] = await t.db.insert(customers).values({ companyId: a.id, name: 'A', accessToken: 'tok-a' }).returning();
    const [cb] = await t.db.insert(customers).values({ companyId: b.id, name: 'B', accessToken: 'tok-b' }).returning();
    const invoice = (companyId: number, customerId: number, n: number) => ({
      companyId,
      customerId,
      invoiceNumber: `INV-${n}`,
      customerName: 'x',
      customerEmail: 'x@example.com',
      amount: '1.00',
      subtotal: '1.00',
      total: '1.00',
      items: [],
    });
    await t.db.insert(invoices).values(invoice(a.id, ca.id, 1));
    await t.db.insert(invoices).values([2, 3, 4].map((n) => invoice(a.id, ca.id, n)).concat(invoice(b.id, cb.id, 1)));
    expect(await countOf(a.id)).toBe(4);
    expect(await countOf(b.id)).toBe(1);
    await t.db
      .delete(invoices)
      .where(sql`${invoices.companyId} = ${a.id} and ${invoices.invoiceNumber} in ('INV-1', 'INV-2')`);
    expect(await countOf(a.id)).toBe(2);
    expect(await countOf(b.id)).toBe(1);
  });
});
