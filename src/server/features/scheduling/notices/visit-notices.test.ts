import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { waitFor } from '../../../../test/wait';
import { companies, emailOutbox } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { queueVisitBooked, queueVisitRescheduled } from './visit-notices.service';
import { insertCustomer, insertSeries, insertSettings, insertVisit } from './visit-notices.test-helpers';

describe('the customer is told when a visit is booked or moved', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { PUBLIC_URL: 'https://app.crewdesk.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function business(opts: { timezone?: string; email?: string | null; companyEmail?: string } = {}) {
    const owner = await signedInOwner(t, { timezone: opts.timezone ?? 'America/New_York' });
    if (opts.companyEmail) {
      await t.db.update(companies).set({ email: opts.companyEmail }).where(eq(companies.id, owner.company.id));
    }
    const customer = await insertCustomer(t.db, {
      companyId: owner.company.id,
      ...(opts.email === undefined ? {} : { email: opts.email }),
    });
    return { ...owner, customer, ids: { companyId: owner.company.id, customerId: customer.id } };
  }
  const booked = (visitId: number, recurring = false) =>
    t.db.transaction((tx) => queueVisitBooked(tx, t.ctx, { visitId, recurring }));
  const mailsOf = (visitId: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `appointment:${visitId}`));

  it('asks the customer to confirm a visit (auto confirmation off), in the business zone, with the portal link', async () => {
    const b = await business({ companyEmail: 'office@greenline.test' });
    const visit = await insertVisit(t.db, {
      ...b.ids,
      start: new Date('2099-01-13T14:00:00Z'),
      location: '12 Elm Street',
      assignedTechnician: 'Sam Ortiz',
    });
    await booked(visit.id);

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.subject).toBe(`Please confirm your visit with ${b.company.name} on Tuesday, January 13 at 9:00 AM EST`);
    expect(mail.replyTo?.value[0]?.address).toBe('office@greenline.test');
    expect(mail.html).toContain('Please confirm your visit');
    expect(mail.text).toContain('When: Tuesday, January 13 at 9:00 AM EST');
    expect(mail.text).toContain('Where: 12 Elm Street');
    expect(mail.text).toContain('Technician: Sam Ortiz');
    expect(mail.text).toContain("can't make it");
    expect(linkIn(mail.text!, `/customer/${b.customer.accessToken}`)).toBe(`/customer/${b.customer.accessToken}`);
    expect((await mailsOf(visit.id)).map((m) => m.subject)).toEqual([mail.subject]);
  });

  it('tells a booked visit (auto confirmation on) without asking for an answer', async () => {
    const b = await business();
    await insertSettings(t.db, { companyId: b.company.id, autoConfirmation: true });
    const visit = await insertVisit(t.db, {
      ...b.ids,
      start: new Date('2099-01-13T14:00:00Z'),
      status: 'confirmed',
      confirmationRequestedAt: null,
    });
    await booked(visit.id);

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.subject).toBe(`Your visit with ${b.company.name} is booked for Tuesday, January 13 at 9:00 AM EST`);
    expect(mail.html).toContain('Your visit is booked');
    expect(mail.text).not.toContain("can't make it");
    expect(mail.text).toContain(`https://app.crewdesk.test/customer/${b.customer.accessToken}`);
  });

  it('writes the local hour after a daylight-saving change, in the owner zone', async () => {
    const ny = await business();
    const la = await business({ timezone: 'America/Los_Angeles' });
    // Booked in November (standard time) for a day after the March change.
    const start = new Date('2099-03-17T13:00:00Z');
    await booked((await insertVisit(t.db, { ...ny.ids, start })).id);
    await booked((await insertVisit(t.db, { ...la.ids, start })).id);

    expect((await smtp.waitForMessage(addressedTo(ny.customer.email!))).text).toContain(
      'When: Tuesday, March 17 at 9:00 AM EDT',
    );
    expect((await smtp.waitForMessage(addressedTo(la.customer.email!))).text).toContain(
      'When: Tuesday, March 17 at 6:00 AM PDT',
    );
  });

  it('tells the series of a recurring job from its first visit', async () => {
    const b = await business();
    const { visits } = await insertSeries(t.db, {
      ...b.ids,
      start: new Date('2099-01-13T14:00:00Z'),
      count: 4,
      everyDays: 14,
      rrule: 'FREQ=WEEKLY;INTERVAL=2;COUNT=4',
    });
    await booked(visits[0]!.id, true);

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.text).toContain('This is the first of 4 visits, every 2 weeks until Tuesday, February 24.');
  });

  it('is queued by the visits service: a recurring job booked through POST /api/appointments, across a DST change', async () => {
    const b = await business();
    const service = await seedService(t.db, { companyId: b.company.id });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: b.cookie },
      payload: {
        title: 'Pool opening',
        appointmentType: 'maintenance',
        customerId: b.customer.id,
        serviceId: service.id,
        startTime: '2099-03-03T09:00:00-05:00',
        endTime: '2099-03-03T10:00:00-05:00',
        duration: 60,
        recurrence: { frequency: 'weekly', count: 3 },
      },
    });
    expect(response.statusCode, response.body).toBe(201);

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.subject).toBe(`Please confirm your visit with ${b.company.name} on Tuesday, March 3 at 9:00 AM EST`);
    // The last visit is after the change to daylight time, still at 9:00 on the business's clock.
    expect(mail.text).toContain('This is the first of 3 visits, every week until Tuesday, March 17.');
    expect(await mailsOf(response.json<{ id: number }>().id)).toHaveLength(1);
  });

  it('tells the old and the new time when a visit moves', async () => {
    const b = await business();
    const visit = await insertVisit(t.db, { ...b.ids, start: new Date('2099-01-14T19:30:00Z'), status: 'rescheduled' });
    await t.db.transaction((tx) =>
      queueVisitRescheduled(tx, t.ctx, { visitId: visit.id, previousStart: new Date('2099-01-13T14:00:00Z') }),
    );

    const mail = await smtp.waitForMessage(addressedTo(b.customer.email!));
    expect(mail.subject).toBe(
      `Your visit with ${b.company.name} has been rescheduled to Wednesday, January 14 at 2:30 PM EST`,
    );
    expect(mail.text).toContain(
      'has moved your visit from Tuesday, January 13 at 9:00 AM EST to Wednesday, January 14 at 2:30 PM EST',
    );
    // Still unanswered: the customer is asked again.
    expect(mail.text).toContain("can't make it");
  });

  it('tells nobody when reminders are off, the customer has no address, or the visit is past or cancelled', async () => {
    const off = await business();
    await insertSettings(t.db, { companyId: off.company.id, reminderSettings: { enabled: false, hoursBefore: 24 } });
    const noEmail = await business({ email: null });
    const open = await business();
    const future = new Date('2099-01-13T14:00:00Z');
    const silent = [
      await insertVisit(t.db, { ...off.ids, start: future }),
      await insertVisit(t.db, { ...noEmail.ids, start: future }),
      await insertVisit(t.db, { ...open.ids, start: new Date(Date.now() - 60 * 60_000) }),
      await insertVisit(t.db, { ...open.ids, start: future, status: 'cancelled' }),
    ];
    for (const visit of silent) {
      await booked(visit.id);
      await t.db.transaction((tx) =>
        queueVisitRescheduled(tx, t.ctx, { visitId: visit.id, previousStart: new Date('2099-01-01T14:00:00Z') }),
      );
    }
    // A visit that does get told, queued last: once it has arrived, the others would have been queued before it.
    const told = await insertVisit(t.db, { ...open.ids, start: future });
    await booked(told.id);
    await smtp.waitForMessage(addressedTo(open.customer.email!));
    for (const visit of silent) expect(await mailsOf(visit.id)).toEqual([]);
    await waitFor(async () => ((await mailsOf(told.id))[0]?.status === 'sent' ? true : undefined), 'delivery');
  });

  it('sends nothing when the booking transaction rolls back', async () => {
    const b = await business();
    const visit = await insertVisit(t.db, { ...b.ids, start: new Date('2099-01-13T14:00:00Z') });
    await expect(
      t.db.transaction(async (tx) => {
        await queueVisitBooked(tx, t.ctx, { visitId: visit.id, recurring: false });
        throw new Error('the booking failed after the notice');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await mailsOf(visit.id)).toEqual([]);
  });
});
