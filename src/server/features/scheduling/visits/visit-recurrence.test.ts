import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { starts, visitForm, visitTestApi } from './visit-fixtures';

describe('POST /api/appointments with a recurrence', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, weekly, visitRows, jobRows } = visitTestApi(() => t);

  it('makes the job and every visit at 9:00 local, before and after the daylight-saving change', async () => {
    const { company, service, customer, first, visits } = await weekly(4);
    expect(starts(visits)).toEqual([
      '2026-10-20T13:00:00.000Z',
      '2026-10-27T13:00:00.000Z',
      '2026-11-03T14:00:00.000Z',
      '2026-11-10T14:00:00.000Z',
    ]);
    const [job] = await jobRows(company.id);
    expect(job).toMatchObject({
      customerId: customer.id,
      serviceId: service.id,
      status: 'scheduled',
      rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4',
      scheduledDate: new Date('2026-10-20T13:00:00.000Z'),
    });
    expect(visits.every((v) => v.jobId === job!.id && v.duration === 60 && v.status === 'scheduled')).toBe(true);
    expect(visits.map((v) => v.reminderTime!.toISOString())).toEqual([
      '2026-10-19T13:00:00.000Z',
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ]);
    expect(first).toMatchObject({
      id: visits[0]!.id,
      job: { serviceId: service.id, serviceName: 'Pool Service', recurring: true, rrule: job!.rrule },
    });
  });

  it('repeats every 2 weeks until a day, that day included, across the March change', async () => {
    const { company, cookie, customer, service } = await owner();
    await createVisit(
      cookie,
      visitForm(customer.id, {
        serviceId: service.id,
        startTime: '2027-02-23T09:00:00-05:00',
        endTime: '2027-02-23T09:45:00-05:00',
        recurrence: { frequency: 'biweekly', until: '2027-04-06' },
      }),
    );
    expect(starts(await visitRows(company.id))).toEqual([
      '2027-02-23T14:00:00.000Z',
      '2027-03-09T14:00:00.000Z',
      '2027-03-23T13:00:00.000Z',
      '2027-04-06T13:00:00.000Z',
    ]);
    // UNTIL is the end of April 6th in New York, in UTC.
    expect((await jobRows(company.id))[0]!.rrule).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20270407T035959Z');
  });

  it("repeats monthly on the 31st, on the month's last day when it has no 31st", async () => {
    const { company, cookie, customer, service } = await owner();
    await createVisit(
      cookie,
      visitForm(customer.id, {
        serviceId: service.id,
        startTime: '2027-01-31T09:00:00-05:00',
        endTime: '2027-01-31T10:00:00-05:00',
        recurrence: { frequency: 'monthly', count: 4 },
        allowOutsideHours: true,
      }),
    );
    expect(starts(await visitRows(company.id))).toEqual([
      '2027-01-31T14:00:00.000Z',
      '2027-02-28T14:00:00.000Z',
      '2027-03-31T13:00:00.000Z',
      '2027-04-30T13:00:00.000Z',
    ]);
    expect((await jobRows(company.id))[0]!.rrule).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=4');
  });

  it.each([
    [{ frequency: 'weekly', until: '2029-01-01' }, 'recurrence.until', 'A recurring job can have at most 104 visits'],
    [
      { frequency: 'weekly', until: '2026-11-23' },
      'recurrence.until',
      'The end date must be on or after the first visit',
    ],
    [{ frequency: 'weekly', count: 105 }, 'recurrence.count', 'A recurring job can have at most 104 visits'],
    [{ frequency: 'weekly', count: 0 }, 'recurrence.count', 'A recurring job can have at most 104 visits'],
    [{ frequency: 'weekly' }, 'recurrence.count', 'Choose an end date or a number of visits'],
    [
      { frequency: 'weekly', count: 2, until: '2027-01-01' },
      'recurrence.count',
      'Choose an end date or a number of visits',
    ],
    [{ frequency: 'daily', count: 2 }, 'recurrence.frequency', 'Choose weekly, every 2 weeks or monthly'],
  ])('refuses %j and writes nothing', async (recurrence, field, message) => {
    const { company, cookie, customer, service } = await owner();
    const form = visitForm(customer.id, { serviceId: service.id, recurrence });
    const response = await call('POST', '/api/appointments', cookie, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await visitRows(company.id)).toEqual([]);
    expect(await jobRows(company.id)).toEqual([]);
  });

  it('takes up to 104 visits', async () => {
    const { visits } = await weekly(104, { assignedTechnician: null });
    expect(visits).toHaveLength(104);
    expect(visits[103]!.startTime.toISOString()).toBe('2028-10-10T13:00:00.000Z');
  });
});
