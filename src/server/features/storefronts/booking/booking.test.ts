import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { customers, notifications } from '../../../db/schema';
import { seedOwner, seedService } from '../../../db/seed/factories';
import { at, book, bookingBusiness, nextMonday, storedOf } from './booking.test-helpers';

const TAKEN = 'That time is no longer available. Please choose another.';

describe('POST /api/landing/{subdomain}/book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const monday = nextMonday();

  it('books a new customer waiting for the business, stores a converted lead, tells both sides', async () => {
    const b = await bookingBusiness(t);
    const res = await book(t, b.subdomain, {
      serviceId: b.service.id,
      start: at(monday, 9, 30),
      message: 'Gate code 12',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      start: at(monday, 9, 30),
      end: at(monday, 10, 30),
      status: 'scheduled',
      message: 'Your visit is requested: the business will confirm it shortly.',
    });
    const stored = await storedOf(t, b.companyId);
    expect(stored.customers).toEqual([
      expect.objectContaining({ name: 'Jamie Lee', email: 'jamie@example.test', phone: '555-0100' }),
    ]);
    const customerId = stored.customers[0]!.id;
    expect(stored.visits).toEqual([
      expect.objectContaining({ customerId, status: 'scheduled', duration: 60, description: 'Gate code 12' }),
    ]);
    expect(stored.visits[0]!.startTime.toISOString()).toBe(at(monday, 9, 30));
    expect(stored.jobs).toEqual([expect.objectContaining({ id: stored.visits[0]!.jobId, serviceId: b.service.id })]);
    expect(stored.leads).toEqual([
      expect.objectContaining({
        source: 'booking',
        status: 'converted',
        customerId,
        firstName: 'Jamie',
        lastName: 'Lee',
      }),
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
    expect(notes).toEqual([expect.objectContaining({ title: 'New booking from Jamie Lee', link: '/scheduling' })]);

    const owner = await waitForOutbox(t.db, (e) => e.to === b.user.email && e.subject.startsWith('New booking'));
    expect(owner.text).toContain('It is waiting for you to confirm it.');
    expect(owner.replyTo).toBe('jamie@example.test');
    const visitor = await waitForOutbox(
      t.db,
      (e) => e.to === 'jamie@example.test' && e.relatedTo === `visit:${stored.visits[0]!.id}`,
    );
    expect(visitor.subject).toMatch(/^Requested: Pool Cleaning with Bluewater Pools, /);
    expect(visitor.text).toContain('9:30 AM');
    expect(visitor.text).toContain('waiting for Bluewater Pools to confirm it');
    expect(visitor.text).toContain('(555) 010-2000');

    // The time (and, with the buffer, its neighbours) is gone: the same start again is refused, nothing stored.
    for (const start of [at(monday, 9, 30), at(monday, 10, 30)]) {
      const again = await book(t, b.subdomain, { start, email: 'other@example.test' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: TAKEN, fields: { start: TAKEN } });
    }
    expect((await storedOf(t, b.companyId)).visits).toHaveLength(1);
  });

  it('confirms at once with auto confirmation and finds the customer by e-mail in any case', async () => {
    const b = await bookingBusiness(t, { autoConfirmation: true });
    const [known] = await t.db
      .insert(customers)
      .values({
        companyId: b.companyId,
        name: 'Jamie Lee',
        email: 'Jamie@Example.test',
        accessToken: `tok-${b.companyId}-b`,
      })
      .returning();
    const res = await book(t, b.subdomain, { start: at(monday, 11) });
    expect(res.json()).toMatchObject({ status: 'confirmed', message: 'Your visit is booked.' });
    const stored = await storedOf(t, b.companyId);
    expect(stored.customers).toHaveLength(1);
    expect(stored.visits).toEqual([
      expect.objectContaining({ customerId: known!.id, status: 'confirmed', jobId: null }),
    ]);
    expect(stored.leads[0]).toMatchObject({ customerId: known!.id, source: 'booking', status: 'converted' });
    const visitor = await waitForOutbox(
      t.db,
      (e) => e.to === 'jamie@example.test' && e.relatedTo === `visit:${stored.visits[0]!.id}`,
    );
    expect(visitor.subject).toMatch(/^Booked: Visit with Bluewater Pools, /);
    expect(visitor.text).toContain('Your visit is confirmed.');
  });

  it('refuses a time off the grid, outside the hours or too soon, and bad input, storing nothing', async () => {
    const b = await bookingBusiness(t);
    for (const start of [
      at(monday, 9, 10),
      at(monday, 8),
      at(monday, 11, 30),
      new Date(Date.now() + 600_000).toISOString(),
    ]) {
      const res = await book(t, b.subdomain, { start });
      expect(res.statusCode, start).toBe(400);
      expect(res.json().message).toBe(TAKEN);
    }
    for (const body of [
      { start: 'soon' },
      { start: at(monday, 9), name: ' ' },
      { start: at(monday, 9), email: 'nope' },
      { start: at(monday, 9), serviceId: 2_147_483_648 },
    ]) {
      const res = await book(t, b.subdomain, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(
        /Please choose a time|Please fill in all required fields|Please enter a valid email|Service not found/,
      );
    }
    expect(await storedOf(t, b.companyId)).toEqual({ visits: [], jobs: [], customers: [], leads: [] });
  });

  it('answers a filled honeypot alike and stores nothing', async () => {
    const b = await bookingBusiness(t);
    const res = await book(t, b.subdomain, { start: at(monday, 9), website: 'http://spam.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled' });
    expect(await storedOf(t, b.companyId)).toEqual({ visits: [], jobs: [], customers: [], leads: [] });
  });

  it('answers 404 for an unknown page or another company service, 409 when booking is off', async () => {
    const b = await bookingBusiness(t);
    const { company } = await seedOwner(t.db);
    const foreign = await seedService(t.db, { companyId: company.id });
    const other = await book(t, b.subdomain, { start: at(monday, 9), serviceId: foreign.id });
    const missing = await book(t, b.subdomain, { start: at(monday, 9), serviceId: 999_999 });
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
    expect((await book(t, 'no-such-page', { start: at(monday, 9) })).json()).toEqual({
      message: 'Landing page not found',
    });
    const off = await bookingBusiness(t, { allowOnlineBooking: false });
    expect((await book(t, off.subdomain, { start: at(monday, 9) })).statusCode).toBe(409);
    expect(await storedOf(t, b.companyId)).toMatchObject({ visits: [], leads: [] });
    const rows = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, off.companyId)));
    expect(rows).toEqual([]);
  });

  it('counts bookings with the lead form in the same rate limit of the client address', async () => {
    const b = await bookingBusiness(t);
    const lead = { subdomain: b.subdomain, name: 'Sam', email: 'sam@example.test', phone: '555-0101' };
    for (let i = 0; i < 5; i++) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/submit-lead',
        payload: lead,
        remoteAddress: '10.99.0.1',
      });
      expect(sent.statusCode).toBe(201);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/landing/${b.subdomain}/book`,
      payload: { ...lead, start: at(monday, 9) },
      remoteAddress: '10.99.0.1',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many requests. Please try again in a few minutes.' });
    expect((await storedOf(t, b.companyId)).visits).toEqual([]);
  });
});
