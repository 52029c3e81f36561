import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import { NOW, seedMoney, seedPeople } from './report-fixtures';

/** Each figure is counted by hand from the fixtures (report-fixtures.ts), at the tests' clock `NOW`. */
describe('Platform Reports: every figure from the stored data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The reports' clock (and the session's), a fixed instant: the periods' edges are those of the fixtures.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    await seedMoney(t.db);
    await seedPeople(t.db);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const report = async (tab: string, period: string) => {
    const response = await t.app.inject({
      url: `/api/admin/reports/${tab}?period=${period}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const zeroRevenue = {
    subscriptions: '0.00',
    storefronts: '0.00',
    platformFees: '0.00',
    merchandise: '0.00',
    domains: '0.00',
    total: '0.00',
  };

  it('revenue over 7 days: a row a UTC day, refunds and failed charges left out, the edges kept', async () => {
    const body = await report('revenue', '7d');
    expect(body).toMatchObject({
      period: '7d',
      bucket: 'day',
      from: '2031-03-09T00:00:00.000Z',
      to: '2031-03-15T15:30:00.000Z',
    });
    expect(body.totals).toEqual({
      subscriptions: '39.00',
      storefronts: '39.99',
      platformFees: '1.45',
      merchandise: '12.99',
      domains: '32.20',
      total: '125.63',
    });
    expect(body.series).toEqual([
      { key: '2031-03-09', ...zeroRevenue, platformFees: '2.90', total: '2.90' },
      { key: '2031-03-10', ...zeroRevenue, storefronts: '39.99', total: '39.99' },
      { key: '2031-03-11', ...zeroRevenue, merchandise: '25.98', total: '25.98' },
      { key: '2031-03-12', ...zeroRevenue, subscriptions: '39.00', total: '39.00' },
      { key: '2031-03-13', ...zeroRevenue, merchandise: '-12.99', total: '-12.99' },
      { key: '2031-03-14', ...zeroRevenue, platformFees: '-1.45', domains: '23.20', total: '21.75' },
      { key: '2031-03-15', ...zeroRevenue, domains: '9.00', total: '9.00' },
    ]);
  });

  it('revenue over 30 days and over the year (a row a month)', async () => {
    const month = await report('revenue', '30d');
    expect(month.from).toBe('2031-02-14T00:00:00.000Z');
    expect(month.series).toHaveLength(30);
    expect(month.totals).toEqual({
      subscriptions: '78.00',
      storefronts: '39.99',
      platformFees: '3.45',
      merchandise: '25.98',
      domains: '32.20',
      total: '179.62',
    });
    const year = await report('revenue', '1y');
    expect(year).toMatchObject({ bucket: 'month', from: '2030-04-01T00:00:00.000Z' });
    expect(year.series.map((row: { key: string }) => row.key)).toEqual([
      '2030-04',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-08',
      '2030-09',
      '2030-10',
      '2030-11',
      '2030-12',
      '2031-01',
      '2031-02',
      '2031-03',
    ]);
    expect(year.series[2]).toEqual({ key: '2030-06', ...zeroRevenue, subscriptions: '19.00', total: '19.00' });
    expect(year.series[11]).toEqual({ key: '2031-03', ...month.totals });
    expect(year.totals).toEqual({ ...month.totals, subscriptions: '97.00', total: '198.62' });
  });

  it('users: sign-ups, verified, active and churned, administrators left out', async () => {
    const week = await report('users', '7d');
    expect(week.totals).toEqual({ signups: 2, verified: 1, active: 2, churned: 1 });
    expect(week.series.filter((row: { signups: number; churned: number }) => row.signups || row.churned)).toEqual([
      { key: '2031-03-09', signups: 1, verified: 1, churned: 0 },
      { key: '2031-03-10', signups: 0, verified: 0, churned: 1 },
      { key: '2031-03-15', signups: 1, verified: 0, churned: 0 },
    ]);
    expect((await report('users', '30d')).totals).toEqual({ signups: 3, verified: 2, active: 3, churned: 2 });
  });

  it('transactions: processed card payments, their refunds and fees, and the failed ones', async () => {
    const week = await report('transactions', '7d');
    expect(week.totals).toEqual({ count: 1, volume: '100.00', refunds: '50.00', fees: '1.45', failures: 2 });
    expect(week.series[0]).toEqual({
      key: '2031-03-09',
      count: 1,
      volume: '100.00',
      refunds: '0.00',
      fees: '2.90',
      failures: 0,
    });
    expect(week.series[3]).toMatchObject({ key: '2031-03-12', count: 0, failures: 1 });
    expect(week.series[4]).toMatchObject({ key: '2031-03-13', count: 0, failures: 1 });
    expect((await report('transactions', '30d')).totals).toEqual({
      count: 2,
      volume: '180.00',
      refunds: '50.00',
      fees: '3.45',
      failures: 3,
    });
  });

  it('subscriptions: plans held now, trials, conversions and cancellations', async () => {
    const week = await report('subscriptions', '7d');
    expect(week.byPlan).toEqual([
      { plan: 'basic', active: 0, pastDue: 1 },
      { plan: 'pro', active: 1, pastDue: 0 },
      { plan: 'enterprise', active: 0, pastDue: 0 },
    ]);
    expect(week.totals).toEqual({
      active: 1,
      trialing: 2,
      trialsStarted: 2,
      conversions: 1,
      cancellations: 1,
      pendingCancellations: 1,
    });
    expect(week.series[5]).toEqual({ key: '2031-03-14', trialsStarted: 0, conversions: 1, cancellations: 0 });
    const month = await report('subscriptions', '30d');
    expect(month.totals).toMatchObject({ trialsStarted: 3, conversions: 2, cancellations: 2, trialing: 2 });
  });

  it('exports a tab of the period as CSV: a line a day, the totals, then the figures of the whole period', async () => {
    const response = await t.app.inject({
      url: '/api/admin/reports/revenue.csv?period=7d',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="platform-revenue-7d.csv"');
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'Day,Subscriptions,Storefront tiers,Platform fees,Merchandise,Domains,Total',
          '"Mar 09, 2031",0.00,0.00,2.90,0.00,0.00,2.90',
          '"Mar 10, 2031",0.00,39.99,0.00,0.00,0.00,39.99',
          '"Mar 11, 2031",0.00,0.00,0.00,25.98,0.00,25.98',
          '"Mar 12, 2031",39.00,0.00,0.00,0.00,0.00,39.00',
          '"Mar 13, 2031",0.00,0.00,0.00,-12.99,0.00,-12.99',
          '"Mar 14, 2031",0.00,0.00,-1.45,0.00,23.20,21.75',
          '"Mar 15, 2031",0.00,0.00,0.00,0.00,9.00,9.00',
          'Total,39.00,39.99,1.45,12.99,32.20,125.63',
        ].join('\r\n') +
        '\r\n',
    );
    const users = await t.app.inject({
      url: '/api/admin/reports/subscriptions.csv?period=30d',
      headers: { cookie: admin },
    });
    const lines = users.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDay,Trials started,Conversions,Cancellations');
    expect(lines).toHaveLength(1 + 30 + 1 + 1 + 4 + 2 + 1);
    expect(lines.slice(31)).toEqual([
      'Total,3,2,2',
      '',
      'Plan,Active,Past due',
      'Basic,0,1',
      'Pro,1,0',
      'Enterprise,0,0',
      'Trialing now,2',
      'Set to cancel at period end,1',
      '',
    ]);
  });
});
