import { asc, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type WorkingHours } from '../../../shared/scheduling/schedule-settings.schemas';
import type { AppointmentStatus, AppointmentType } from '../../../shared/scheduling/schedule-values';
import { addDays, dayAt, instantOf, weekdayOf } from '../../../shared/scheduling/zoned-time';
import type { Db } from '../client';
import { appointments, customers, jobProgressLogs, jobs, jobTasks, scheduleSettings, services } from '../schema';

// The demo business's schedule: a recurring mowing round, last weeks' finished visits, and this week's, so the
// calendar, the list and Today's Schedule open on a business that is already working.

const CREW = ['Dana Moreno', 'Luis Ortega', 'Kayla Chen'] as const;
const HOUR_MS = 3_600_000;

type Plan = {
  /** Days from today (negative: past), in the business's zone. */
  day: number;
  hour: number;
  minutes: number;
  customer: number;
  service: number;
  crew: number;
  type: AppointmentType;
  title: string;
  costs?: { labor: string; materials: string };
};

/** Visits around today; none of a crew member overlaps another, buffer included. */
const PLANS: Plan[] = [
  { day: -13, hour: 9, minutes: 120, customer: 2, service: 2, crew: 1, type: 'maintenance', title: 'Fall cleanup' },
  { day: -12, hour: 13, minutes: 90, customer: 3, service: 1, crew: 0, type: 'maintenance', title: 'Hedge trimming' },
  {
    day: -8,
    hour: 8,
    minutes: 180,
    customer: 4,
    service: 3,
    crew: 1,
    type: 'installation',
    title: 'Bed renovation and mulch',
    costs: { labor: '240.00', materials: '165.50' },
  },
  {
    day: -6,
    hour: 10,
    minutes: 60,
    customer: 5,
    service: 0,
    crew: 2,
    type: 'consultation',
    title: 'Yard walk-through',
  },
  { day: -2, hour: 9, minutes: 120, customer: 1, service: 2, crew: 0, type: 'maintenance', title: 'Leaf removal' },
  { day: -1, hour: 14, minutes: 90, customer: 3, service: 1, crew: 2, type: 'follow-up', title: 'Shrub touch-up' },
  {
    day: 0,
    hour: 8,
    minutes: 90,
    customer: 2,
    service: 2,
    crew: 1,
    type: 'maintenance',
    title: 'Fall cleanup, front beds',
  },
  { day: 0, hour: 11, minutes: 60, customer: 4, service: 3, crew: 1, type: 'follow-up', title: 'Mulch top-up' },
  { day: 0, hour: 13, minutes: 120, customer: 5, service: 1, crew: 2, type: 'maintenance', title: 'Hedge trimming' },
  {
    day: 1,
    hour: 9,
    minutes: 60,
    customer: 1,
    service: 0,
    crew: 0,
    type: 'consultation',
    title: 'Spring plan estimate',
  },
  {
    day: 2,
    hour: 10,
    minutes: 150,
    customer: 2,
    service: 2,
    crew: 1,
    type: 'maintenance',
    title: 'Gutter and bed cleanup',
  },
  { day: 3, hour: 13, minutes: 90, customer: 3, service: 1, crew: 2, type: 'maintenance', title: 'Boxwood shaping' },
  { day: 5, hour: 8, minutes: 240, customer: 4, service: 3, crew: 1, type: 'installation', title: 'New shrub border' },
  { day: 8, hour: 10, minutes: 60, customer: 5, service: 0, crew: 0, type: 'consultation', title: 'Irrigation check' },
];

const TODAY_TASKS = [
  'Walk the property with the customer',
  'Clear beds and edges',
  'Haul debris',
  'Photos of the finished work',
];

function statusOf(day: number, startsAt: Date, now: Date): AppointmentStatus {
  if (startsAt.getTime() + HOUR_MS <= now.getTime()) return 'completed';
  if (startsAt <= now) return 'in-progress';
  return day <= 2 ? 'confirmed' : 'scheduled';
}

const weekday = { enabled: true, start: '07:00', end: '18:00' };
const weekend = { enabled: true, start: '08:00', end: '16:00' };
/**
 * A crew that works every day (the visits are placed by days from today, so some fall at a weekend): every demo
 * visit is inside these hours, as the owner's own bookings are unless booked anyway.
 */
const DEMO_WORKING_HOURS: WorkingHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: weekend,
  sunday: weekend,
};

/** The demo company's schedule settings, jobs, visits, tasks and progress, relative to `now`. */
export async function seedDemoSchedule(db: Db, companyId: number, timeZone: string, now: Date) {
  await db.insert(scheduleSettings).values({
    companyId,
    workingHours: DEMO_WORKING_HOURS,
    reminderSettings: DEFAULT_REMINDER_SETTINGS,
  });
  const people = await db
    .select({ id: customers.id, address: customers.address })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.id))
    .limit(6);
  const offered = await db
    .select({ id: services.id, name: services.name, baseRate: services.baseRate })
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(asc(services.id));
  const today = dayAt(now, timeZone);
  const at = (day: string, hour: number) => {
    const [year, month, d] = day.split('-').map(Number) as [number, number, number];
    return instantOf({ year, month, day: d, hour, minute: 0 }, timeZone);
  };
  const visit = (p: { start: Date; minutes: number; customer: number }, status: AppointmentStatus) => ({
    companyId,
    customerId: people[p.customer]!.id,
    status,
    startTime: p.start,
    endTime: new Date(p.start.getTime() + p.minutes * 60_000),
    duration: p.minutes,
    location: people[p.customer]!.address,
    reminderTime: new Date(p.start.getTime() - DEFAULT_REMINDER_SETTINGS.hoursBefore * HOUR_MS),
    reminderSent: p.start.getTime() - DEFAULT_REMINDER_SETTINGS.hoursBefore * HOUR_MS <= now.getTime(),
    startedAt: status === 'completed' || status === 'in-progress' ? p.start : null,
    completedAt: status === 'completed' ? new Date(p.start.getTime() + p.minutes * 60_000) : null,
    // Auto confirmation is off: each customer was asked to confirm; the later visits still wait for an answer.
    confirmationRequestedAt: new Date(p.start.getTime() - 10 * 24 * HOUR_MS),
    customerResponse: status === 'scheduled' ? null : 'confirmed',
    respondedAt: status === 'scheduled' ? null : new Date(p.start.getTime() - 9 * 24 * HOUR_MS),
    createdAt: new Date(p.start.getTime() - 10 * 24 * HOUR_MS),
  });

  // Weekly mowing on Wednesdays at 7:00 for 12 weeks, the first four weeks back: a recurring job of the first customer.
  const wednesday = addDays(today, ((3 - weekdayOf(today) + 7) % 7) - 28);
  const mowing = offered[0]!;
  const [round] = await db
    .insert(jobs)
    .values({
      companyId,
      customerId: people[0]!.id,
      serviceId: mowing.id,
      description: 'Weekly mowing, edging and blowing',
      status: 'in-progress',
      scheduledDate: at(wednesday, 7),
      rrule: 'FREQ=WEEKLY;COUNT=12',
      createdAt: new Date(at(wednesday, 7).getTime() - 7 * 24 * HOUR_MS),
    })
    .returning({ id: jobs.id });
  const rounds = Array.from({ length: 12 }, (_, week) => {
    const start = at(addDays(wednesday, week * 7), 7);
    const status: AppointmentStatus = start.getTime() + HOUR_MS <= now.getTime() ? 'completed' : 'confirmed';
    return {
      ...visit({ start, minutes: 60, customer: 0 }, status),
      jobId: round!.id,
      title: 'Weekly mowing',
      appointmentType: 'maintenance' as const,
      assignedTechnician: CREW[2],
      estimatedCost: mowing.baseRate,
      actualCost: status === 'completed' ? mowing.baseRate : null,
    };
  });

  const planned = [];
  for (const p of PLANS) {
    const start = at(addDays(today, p.day), p.hour);
    const status = statusOf(p.day, start, now);
    const service = offered[p.service % offered.length]!;
    const [job] = await db
      .insert(jobs)
      .values({
        companyId,
        customerId: people[p.customer]!.id,
        serviceId: service.id,
        status: status === 'completed' ? 'completed' : status === 'in-progress' ? 'in-progress' : 'scheduled',
        scheduledDate: start,
        completedDate: status === 'completed' ? new Date(start.getTime() + p.minutes * 60_000) : null,
      })
      .returning({ id: jobs.id });
    planned.push({
      ...visit({ start, minutes: p.minutes, customer: p.customer }, status),
      jobId: job!.id,
      title: p.title,
      appointmentType: p.type,
      assignedTechnician: CREW[p.crew],
      estimatedCost: service.baseRate,
      actualCost: status === 'completed' ? (p.costs ? null : service.baseRate) : null,
      laborCost: p.costs?.labor ?? null,
      materialsCost: p.costs?.materials ?? null,
    });
  }
  const made = await db
    .insert(appointments)
    .values([...rounds, ...planned])
    .returning({ id: appointments.id, status: appointments.status, startTime: appointments.startTime });

  const todays = made.filter((v) => dayAt(v.startTime, timeZone) === today);
  await db.insert(jobTasks).values(
    todays.flatMap((v) =>
      TODAY_TASKS.map((title, position) => {
        const done = v.status === 'completed' || (v.status === 'in-progress' && position < 2);
        return {
          companyId,
          appointmentId: v.id,
          title,
          position,
          estimatedTime: 20,
          status: done ? 'completed' : 'pending',
          completedAt: done ? v.startTime : null,
        };
      }),
    ),
  );
  const worked = made.filter((v) => v.status === 'completed' || v.status === 'in-progress');
  await db.insert(jobProgressLogs).values(
    worked.flatMap((v) => {
      const started = {
        companyId,
        appointmentId: v.id,
        logType: 'status',
        message: 'Visit started',
        previousValue: 'confirmed',
        newValue: 'in-progress',
        loggedBy: 'Dana Moreno',
        createdAt: v.startTime,
      };
      if (v.status !== 'completed') return [started];
      const finished = new Date(v.startTime.getTime() + HOUR_MS);
      return [
        started,
        {
          ...started,
          message: 'Visit completed',
          previousValue: 'in-progress',
          newValue: 'completed',
          createdAt: finished,
        },
      ];
    }),
  );
  return { visits: made.length };
}
