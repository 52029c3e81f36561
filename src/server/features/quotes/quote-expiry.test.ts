import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { quotes } from '../../db/schema';
import { quoteForm, seedQuoteCustomer } from './quote-fixtures';
import { expireQuotes } from './quotes.service';

describe('quote expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function sentQuote(validUntil: string, timezone = 'America/New_York') {
    const owner = await signedInOwner(t, { timezone });
    const customer = await seedQuoteCustomer(t.db, { companyId: owner.company.id });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { cookie: owner.cookie },
      payload: quoteForm(customer.id, { validUntil }),
    });
    const quote = created.json<Quote>();
    await t.db.update(quotes).set({ status: 'sent' }).where(eq(quotes.id, quote.id));
    return { owner, quote };
  }
  const statusOf = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0].status;

  it('turns sent quotes past their valid-until day into expired, hourly for everyone', async () => {
    const past = await sentQuote('2026-01-10');
    const lastDay = await sentQuote('2026-01-11');
    expect(await expireQuotes(t.db, new Date('2026-01-11T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(past.quote.id)).toBe('expired');
    expect(await statusOf(lastDay.quote.id)).toBe('sent'); // still valid on its last day
  });

  it("lets a quote lapse when its last day has ended in the owner's time zone", async () => {
    const inLosAngeles = await sentQuote('2026-01-11', 'America/Los_Angeles');
    const inBerlin = await sentQuote('2026-01-11', 'Europe/Berlin');
    await expireQuotes(t.db, new Date('2026-01-12T07:00:00Z')); // 08:00 on the 12th in Berlin, 23:00 on the 11th in LA
    expect(await statusOf(inBerlin.quote.id)).toBe('expired');
    expect(await statusOf(inLosAngeles.quote.id)).toBe('sent');
    await expireQuotes(t.db, new Date('2026-01-12T08:00:00Z'));
    expect(await statusOf(inLosAngeles.quote.id)).toBe('expired');
  });

  it("shows an owner's lapsed quote as expired when the list is read", async () => {
    const { owner, quote } = await sentQuote('2020-03-01');
    const list = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: { cookie: owner.cookie } });
    expect(list.json<Quote[]>().find((x) => x.id === quote.id)?.status).toBe('expired');
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/summary',
      headers: { cookie: owner.cookie },
    });
    expect(summary.json()).toMatchObject({ pending: 0 });
  });
});
