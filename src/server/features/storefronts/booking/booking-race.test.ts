import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { at, book, bookingBusiness, nextMonday, storedOf } from './booking.test-helpers';

// Meaningful on PostgreSQL (`npm run test:pg`), where the requests' transactions truly run side by side: without the
// lock of the company's schedule, several of them find the time free and each books it.
describe('the same time booked by several visitors at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('books it once and refuses every other visitor', async () => {
    const b = await bookingBusiness(t, { autoConfirmation: true });
    const start = at(nextMonday(), 10);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book(t, b.subdomain, { start, email: `visitor${i}@example.test` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().message).toBe('That time is no longer available. Please choose another.');
    }
    const stored = await storedOf(t, b.companyId);
    expect(stored.visits).toHaveLength(1);
    expect(stored.leads).toHaveLength(1);
    expect(stored.customers).toHaveLength(1);
  });

  it('keeps a buffer between two neighbouring times booked at once', async () => {
    const b = await bookingBusiness(t);
    const monday = nextMonday();
    // 9:00 and 10:00 are both free, but a one-hour visit at 9:00 leaves no 15 minutes before 10:00.
    const answers = await Promise.all(
      [9, 10, 9, 10].map((hour, i) => book(t, b.subdomain, { start: at(monday, hour), email: `n${i}@example.test` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect((await storedOf(t, b.companyId)).visits).toHaveLength(1);
  });
});
