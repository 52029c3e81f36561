import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TABS, reportMessages } from '../../../shared/platform-reports/platform-reports.schemas';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { TEST_ADMIN } from '../../../test/test-env';

describe('Platform Reports: administrators only, and a period it knows', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const urls = REPORT_TABS.flatMap((tab) => [`/api/admin/reports/${tab}`, `/api/admin/reports/${tab}.csv`]);
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('answers a visitor 401 and an owner 403 on every tab and export, even with a bad period', async () => {
    const { cookie: owner } = await signedInOwner(t);
    for (const url of urls) {
      for (const query of ['?period=30d', '?period=2y']) {
        const visitor = await get(url + query);
        expect(visitor.statusCode, url + query).toBe(401);
        expect(visitor.json()).toEqual({ message: 'Unauthorized' });
        const notAdmin = await get(url + query, owner);
        expect(notAdmin.statusCode, url + query).toBe(403);
        expect(notAdmin.json()).toEqual({ message: reportMessages.accessDenied });
      }
    }
  });

  it.each(['period=2y', 'period=7', 'period=', 'period=7D', 'period=7d&period=30d'])(
    'refuses ?%s with 400 { message, fields } on every tab and export',
    async (query) => {
      for (const url of urls) {
        const response = await get(`${url}?${query}`, admin);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({
          message: reportMessages.badPeriod,
          fields: { period: reportMessages.badPeriod },
        });
      }
    },
  );

  it('answers every period, and 30 days when none is named', async () => {
    for (const period of ['7d', '30d', '90d', '1y']) {
      const response = await get(`/api/admin/reports/users?period=${period}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().period).toBe(period);
      expect(response.json().series).toHaveLength({ '7d': 7, '30d': 30, '90d': 90, '1y': 12 }[period]!);
    }
    const fallback = await get('/api/admin/reports/subscriptions', admin);
    expect(fallback.json()).toMatchObject({ period: '30d', bucket: 'day' });
    const csv = await get('/api/admin/reports/transactions.csv', admin);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="platform-transactions-30d.csv"');
  });
});
