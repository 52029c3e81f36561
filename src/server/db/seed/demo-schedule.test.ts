import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideHoursMessage } from '../../../shared/scheduling/working-hours';
import { dayAt, wallClockAt } from '../../../shared/scheduling/zoned-time';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../client';
import { appointments, companies, jobs, jobTasks, scheduleSettings, users } from '../schema';
import { DEMO_EMAIL, seedDemo } from './demo';

const ZONE = 'America/Chicago';

describe("the demo business's schedule", () => {
  let t: TestApp;
  let companyId: number;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, now);
    const [owner] = await t.db
      .select({ companyId: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.email, DEMO_EMAIL));
    companyId = owner!.companyId;
  });
  afterAll(() => t?.close());

  it('has finished visits behind it, visits today and ahead, and a weekly round', async () => {
    const visits = await t.db.select().from(appointments).where(eq(appointments.companyId, companyId));
    const today = dayAt(now, ZONE);
    expect(visits.filter((v) => v.status === 'completed').length).toBeGreaterThanOrEqual(8);
    expect(visits.filter((v) => dayAt(v.startTime, ZONE) === today).length).toBeGreaterThanOrEqual(3);
    expect(visits.filter((v) => v.startTime > now && v.status !== 'completed').length).toBeGreaterThanOrEqual(8);
    const [round] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), isNotNull(jobs.rrule)));
    const roundVisits = visits.filter((v) => v.jobId === round!.id);
    expect(roundVisits).toHaveLength(12);
    // As an owner books them: every visit inside the demo's working hours, whatever day the demo was seeded on.
    const [settings] = await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.companyId, companyId));
    const outside = visits.map((v) =>
      outsideHoursMessage({ start: v.startTime, end: v.endTime }, settings!.workingHours, ZONE),
    );
    expect(outside.filter(Boolean)).toEqual([]);
    // 7:00 in the business's zone every week, whichever side of a daylight-saving change.
    expect(roundVisits.every((v) => wallClockAt(v.startTime, ZONE).hour === 7)).toBe(true);
    expect(visits.every((v) => v.endTime.getTime() - v.startTime.getTime() === v.duration * 60_000)).toBe(true);
    const tasks = await t.db.select().from(jobTasks).where(eq(jobTasks.companyId, companyId));
    expect(tasks.length).toBeGreaterThan(0);
  });

  it('never books a crew member twice, buffer included', async () => {
    const clashes = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from appointments a join appointments b
          on a.company_id = b.company_id and a.assigned_technician = b.assigned_technician and a.id < b.id
          where a.company_id = ${companyId}
            and a.start_time < b.end_time + interval '15 minutes' and b.start_time < a.end_time + interval '15 minutes'`,
    );
    expect(clashes[0]!.n).toBe(0);
  });
});
