import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPageViews } from '../../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { isBot } from './page-views.service';
import { BROWSER, seedStorefront, visit } from './public.test-helpers';

/** Today's date in a time zone, as PostgreSQL writes a date. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe('storefront page views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const viewsOf = (companyId: number) =>
    t.db
      .select({ day: landingPageViews.day, views: landingPageViews.views })
      .from(landingPageViews)
      .where(eq(landingPageViews.companyId, companyId));

  it("counts each visitor's page, 200 or 304, on the business's day, without a cookie", async () => {
    const { company, config } = await seedStorefront(t, { owner: { timezone: 'America/Chicago' } });
    const url = `/landing/${config.subdomain}`;
    const first = await visit(t, url);
    expect(first.headers['set-cookie']).toBeUndefined();
    const revalidated = await visit(t, url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    await visit(t, `${url}?sent=1`);
    expect(await viewsOf(company.id)).toEqual([{ day: todayIn('America/Chicago'), views: 3 }]);
  });

  it('leaves out robots, tools, requests without a user agent, and HEAD requests', async () => {
    const { company, config } = await seedStorefront(t);
    const url = `/landing/${config.subdomain}`;
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'curl/8.5.0',
      'python-requests/2.31',
      'Baiduspider',
      'Mozilla/5.0 (compatible; SemrushBot-crawler)',
      'WhatsApp/2.23 link preview',
      '',
    ];
    for (const agent of robots) {
      expect(isBot(agent), agent).toBe(true);
      expect((await visit(t, url, { headers: { 'user-agent': agent } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'HEAD', url, headers: { 'user-agent': BROWSER } })).statusCode).toBe(200);
    expect(await viewsOf(company.id)).toEqual([]);
    expect(isBot(BROWSER)).toBe(false);
    expect(isBot(undefined)).toBe(true);
  });

  it("does not count the owner's own visit, and does count another signed-in person's", async () => {
    const { user, company, config } = await seedStorefront(t);
    const other = await seedStorefront(t);
    const url = `/landing/${config.subdomain}`;
    const ownerCookie = await signIn(t.app, user.email, user.plainPassword);
    const otherCookie = await signIn(t.app, other.user.email, other.user.plainPassword);
    expect((await visit(t, url, { headers: { cookie: ownerCookie } })).statusCode).toBe(200);
    expect(await viewsOf(company.id)).toEqual([]);
    await visit(t, url, { headers: { cookie: otherCookie } });
    await visit(t, url, { headers: { cookie: 'crewdesk_sid=not-a-session' } });
    expect((await viewsOf(company.id))[0].views).toBe(2);
  });

  it("counts on the owner's calendar day, whatever the day is in UTC", async () => {
    // Between them, UTC+14 and UTC-11 span 25 hours: at any moment one of them is not on UTC's day.
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { company, config } = await seedStorefront(t, { owner: { timezone } });
      await visit(t, `/landing/${config.subdomain}`);
      expect(await viewsOf(company.id), timezone).toEqual([{ day: todayIn(timezone), views: 1 }]);
    }
  });

  it('counts nothing for a storefront that is not found', async () => {
    const before = await t.db.select().from(landingPageViews);
    expect((await visit(t, '/landing/no-such-storefront')).statusCode).toBe(404);
    expect(await t.db.select().from(landingPageViews)).toEqual(before);
  });
});
