import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVisitClock, formatVisitClockWithZone } from '../../../../shared/scheduling/visit-time-text';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { insertCustomer, insertSettings, insertVisit, progressLogsOf, visitRow } from './visit-notices.test-helpers';

const MINUTE = 60_000;

describe('POST /api/appointments/{id}/on-my-way', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function visitOf(opts: { timezone?: string; email?: string | null; status?: string } = {}) {
    const owner = await signedInOwner(t, { timezone: opts.timezone ?? 'America/New_York' });
    const customer = await insertCustomer(t.db, {
      companyId: owner.company.id,
      ...(opts.email === undefined ? {} : { email: opts.email }),
    });
    // Reminders off: "On my way" goes whatever that setting says.
    await insertSettings(t.db, { companyId: owner.company.id, reminderSettings: { enabled: false, hoursBefore: 24 } });
    const visit = await insertVisit(t.db, {
      companyId: owner.company.id,
      customerId: customer.id,
      start: new Date(Date.now() + 2 * 60 * MINUTE),
      reminderTime: null,
      status: opts.status ?? 'confirmed',
      assignedTechnician: 'Sam Ortiz',
      location: '12 Elm Street',
    });
    return { ...owner, customer, visit };
  }
  const onMyWay = (id: number, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/on-my-way`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('e-mails the customer the expected arrival in the business zone, and records it on the visit', async () => {
    const { cookie, company, customer, visit, user } = await visitOf({ timezone: 'America/Chicago' });
    const before = Date.now();
    const response = await onMyWay(visit.id, cookie, { etaMinutes: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ sentTo: string; expectedArrival: string }>();
    expect(body.sentTo).toBe(customer.email);
    const arrival = new Date(body.expectedArrival);
    expect(arrival.getTime()).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(arrival.getTime()).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);

    expect((await visitRow(t.db, visit.id)).onMyWayAt).toBeInstanceOf(Date);
    expect(await progressLogsOf(t.db, visit.id)).toEqual([
      expect.objectContaining({
        logType: 'note',
        message: `On my way: expected at ${formatVisitClock(arrival, 'America/Chicago')}`,
        loggedByUserId: user.id,
        loggedBy: 'Casey Rivera',
      }),
    ]);

    const mail = await smtp.waitForMessage(addressedTo(customer.email!));
    expect(mail.subject).toBe(`${company.name} is on the way`);
    expect(formatVisitClockWithZone(arrival, 'America/Chicago')).toMatch(/ C[SD]T$/);
    expect(mail.text).toContain(
      `Sam Ortiz from ${company.name} is on the way to you for Lawn mowing. Expected arrival: around ${formatVisitClockWithZone(arrival, 'America/Chicago')}.`,
    );
  });

  it('answers 400 for an ETA out of range and changes nothing', async () => {
    const { cookie, visit } = await visitOf();
    for (const payload of [{ etaMinutes: 4 }, { etaMinutes: 241 }, { etaMinutes: 12.5 }, { etaMinutes: 'soon' }, {}]) {
      const response = await onMyWay(visit.id, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        message: 'ETA must be between 5 and 240 minutes',
        fields: { etaMinutes: 'ETA must be between 5 and 240 minutes' },
      });
    }
    expect((await visitRow(t.db, visit.id)).onMyWayAt).toBeNull();
    expect(await progressLogsOf(t.db, visit.id)).toEqual([]);
  });

  it("answers 404 for another company's visit exactly as for a missing one, and 401 signed out", async () => {
    const a = await visitOf();
    const b = await visitOf();
    const theirs = await onMyWay(a.visit.id, b.cookie, { etaMinutes: 20 });
    const missing = await onMyWay(2_000_000_000, b.cookie, { etaMinutes: 20 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Appointment not found' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
    expect((await onMyWay(a.visit.id, undefined, { etaMinutes: 20 })).statusCode).toBe(401);
    expect((await visitRow(t.db, a.visit.id)).onMyWayAt).toBeNull();
    expect(await progressLogsOf(t.db, a.visit.id)).toEqual([]);
  });

  it('answers 409 for a visit that is over or cancelled, and for a customer without an e-mail address', async () => {
    for (const status of ['completed', 'cancelled']) {
      const { cookie, visit } = await visitOf({ status });
      const response = await onMyWay(visit.id, cookie, { etaMinutes: 20 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only a scheduled, confirmed, rescheduled or in-progress visit can be told "On my way"',
      });
    }
    const { cookie, visit } = await visitOf({ email: null });
    const response = await onMyWay(visit.id, cookie, { etaMinutes: 20 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This customer has no e-mail address' });
    expect((await visitRow(t.db, visit.id)).onMyWayAt).toBeNull();
    expect(await progressLogsOf(t.db, visit.id)).toEqual([]);
  });
});
