import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { notifications } from '../../db/schema';
import { seedOwner } from '../../db/seed/factories';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import {
  insertCustomer,
  insertVisit,
  progressLogsOf,
  visitRow,
} from '../scheduling/notices/visit-notices.test-helpers';
import { PORTAL_RATE_LIMIT } from './customer-portal.routes';

const JAN_13 = new Date('2099-01-13T14:00:00Z');
const DAY = 24 * 60 * 60_000;

describe("the portal's Next Service, Confirm and Can't make it", () => {
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

  let address = 0;
  /** Each call from its own address, so the portal's rate limit never interferes here. */
  const call = (method: 'GET' | 'POST', url: string, remoteAddress = `10.2.0.${++address % 250}`) =>
    t.app.inject({ method, url, remoteAddress });

  async function customerOf() {
    const { user, company } = await seedOwner(t.db);
    const customer = await insertCustomer(t.db, { companyId: company.id, name: 'Dana Whitfield' });
    return { user, company, customer, ids: { companyId: company.id, customerId: customer.id } };
  }
  const portalOf = async (token: string) => (await call('GET', `/api/customer-portal/${token}`)).json();
  const answer = (token: string, id: number | string, verb: 'confirm' | 'decline', from?: string) =>
    call('POST', `/api/customer-portal/${token}/visits/${id}/${verb}`, from);
  const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('shows the earliest open visit still ahead, in the business zone, or none', async () => {
    const { company, customer, ids } = await customerOf();
    expect((await portalOf(customer.accessToken)).nextService).toBeNull();

    await insertVisit(t.db, { ...ids, start: new Date(Date.now() - DAY), title: 'Yesterday' });
    await insertVisit(t.db, { ...ids, start: new Date(JAN_13.getTime() - 2 * DAY), status: 'cancelled' });
    await insertVisit(t.db, { ...ids, start: new Date(JAN_13.getTime() - DAY), status: 'completed' });
    const other = await insertCustomer(t.db, { companyId: company.id });
    await insertVisit(t.db, { companyId: company.id, customerId: other.id, start: new Date(JAN_13.getTime() - DAY) });
    await insertVisit(t.db, { ...ids, start: new Date(JAN_13.getTime() + DAY), title: 'Later' });
    const next = await insertVisit(t.db, { ...ids, start: JAN_13, assignedTechnician: 'Sam Ortiz' });

    expect((await portalOf(customer.accessToken)).nextService).toEqual({
      id: next.id,
      title: 'Lawn mowing',
      startTime: '2099-01-13T14:00:00.000Z',
      endTime: '2099-01-13T15:00:00.000Z',
      status: 'scheduled',
      technician: 'Sam Ortiz',
      awaitingConfirmation: true,
      timeZone: 'America/New_York',
    });
  });

  it('confirms a visit awaiting an answer: confirmed, logged, the owner notified and e-mailed; once', async () => {
    const { user, customer, ids } = await customerOf();
    const visit = await insertVisit(t.db, { ...ids, start: JAN_13 });

    const response = await answer(customer.accessToken, visit.id, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: visit.id, status: 'confirmed', awaitingConfirmation: false });
    expect(await visitRow(t.db, visit.id)).toMatchObject({
      status: 'confirmed',
      customerResponse: 'confirmed',
      respondedAt: expect.any(Date),
    });
    expect(await progressLogsOf(t.db, visit.id)).toEqual([
      expect.objectContaining({
        logType: 'customer',
        loggedBy: 'Customer',
        loggedByUserId: null,
        previousValue: 'scheduled',
        newValue: 'confirmed',
      }),
    ]);
    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({
        kind: 'visit.confirmed',
        title: 'Visit confirmed by Dana Whitfield',
        body: 'Dana Whitfield confirmed Lawn mowing on Tuesday, January 13 at 9:00 AM EST.',
        link: '/scheduling',
      }),
    ]);
    const mail = await smtp.waitForMessage(addressedTo(user.email));
    expect(mail.subject).toBe('Dana Whitfield confirmed their visit on Tuesday, January 13 at 9:00 AM EST');
    expect(mail.replyTo?.value[0]?.address).toBe(customer.email);
    expect((await portalOf(customer.accessToken)).nextService).toMatchObject({ status: 'confirmed' });

    for (const verb of ['confirm', 'decline'] as const) {
      const again = await answer(customer.accessToken, visit.id, verb);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This visit is no longer waiting for your answer.' });
    }
    expect(await progressLogsOf(t.db, visit.id)).toHaveLength(1);
  });

  it("records Can't make it without changing the status, and tells the owner", async () => {
    const { user, customer, ids } = await customerOf();
    const visit = await insertVisit(t.db, { ...ids, start: JAN_13, status: 'rescheduled' });

    const response = await answer(customer.accessToken, visit.id, 'decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rescheduled', awaitingConfirmation: false });
    expect(await visitRow(t.db, visit.id)).toMatchObject({ status: 'rescheduled', customerResponse: 'declined' });
    expect(await progressLogsOf(t.db, visit.id)).toEqual([
      expect.objectContaining({ logType: 'customer', loggedBy: 'Customer', message: "Customer can't make it" }),
    ]);
    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({ kind: 'visit.declined', title: "Dana Whitfield can't make it" }),
    ]);
    const mail = await smtp.waitForMessage(addressedTo(user.email));
    expect(mail.subject).toBe("Dana Whitfield can't make it on Tuesday, January 13 at 9:00 AM EST");
    expect((await portalOf(customer.accessToken)).nextService).toMatchObject({ awaitingConfirmation: false });
  });

  it('answers 409 for a visit never awaiting an answer (auto confirmation) or already over', async () => {
    const { customer, ids } = await customerOf();
    const booked = await insertVisit(t.db, {
      ...ids,
      start: JAN_13,
      status: 'confirmed',
      confirmationRequestedAt: null,
    });
    const past = await insertVisit(t.db, { ...ids, start: new Date(Date.now() - DAY) });
    for (const visit of [booked, past]) {
      const response = await answer(customer.accessToken, visit.id, 'confirm');
      expect(response.statusCode).toBe(409);
      expect((await visitRow(t.db, visit.id)).customerResponse).toBeNull();
    }
  });

  it("answers 404 for another customer's or company's visit exactly as for a missing one; 400 for a bad id", async () => {
    const a = await customerOf();
    const b = await customerOf();
    const sameCompany = await insertCustomer(t.db, { companyId: a.company.id });
    const theirs = [
      await insertVisit(t.db, { companyId: a.company.id, customerId: sameCompany.id, start: JAN_13 }),
      await insertVisit(t.db, { ...b.ids, start: JAN_13 }),
    ];
    const missing = await answer(a.customer.accessToken, 2_000_000_000, 'confirm');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Visit not found' });
    for (const visit of theirs) {
      for (const verb of ['confirm', 'decline'] as const) {
        const response = await answer(a.customer.accessToken, visit.id, verb);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
    }
    const badToken = await answer('no-such-token', theirs[1]!.id, 'confirm');
    expect(badToken.statusCode).toBe(404);
    expect(badToken.json()).toEqual({ message: portalMessages.invalidLink });
    const badId = await answer(a.customer.accessToken, 'abc', 'confirm');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ fields: { id: expect.any(String) } });
    for (const visit of theirs) {
      expect(await visitRow(t.db, visit.id)).toMatchObject({ status: 'scheduled', customerResponse: null });
    }
  });

  it('limits each address like the rest of the portal', async () => {
    const { customer, ids } = await customerOf();
    const visit = await insertVisit(t.db, { ...ids, start: JAN_13 });
    for (let i = 0; i < PORTAL_RATE_LIMIT.max; i++)
      await answer(customer.accessToken, 2_000_000_000, 'decline', '198.51.100.81');
    const limited = await answer(customer.accessToken, visit.id, 'decline', '198.51.100.81');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await visitRow(t.db, visit.id)).customerResponse).toBeNull();
  });
});
