import { AppError } from '../../../../shared/app-error';
import { languageOf } from '../../../../shared/account/preference-values';
import { formatVisitTime } from '../../../../shared/scheduling/visit-time-text';
import { addDays, instantOf } from '../../../../shared/scheduling/zoned-time';
import {
  bookingMessages as bm,
  type BookedVisit,
  type BookingSlots,
  type bookVisitSchema,
  type bookingSlotsQuerySchema,
} from '../../../../shared/storefronts/booking.schemas';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import type { z } from '../../../../shared/zod';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { createCustomer, findCustomerByEmail } from '../../customers/customers.service';
import { notify } from '../../notifications/notifications.service';
import * as scheduling from '../../scheduling/visits/online-booking.service';
import { splitName } from '../public/lead-submission.service';
import * as q from '../public/storefront-public.queries';
import { findStorefront } from '../public/storefront-public.service';
import { storefrontText } from '../public/storefront-text';
import { visitTimeIn } from '../../scheduling/notices/visit-email-text';
import { OwnerBookingEmail, VisitorBookingEmail, visitorBookingSubject } from './booking.emails';
import { businessToday, freeSlots, type SlotRules } from './booking-slots';
import { wantsNoticeEmails } from '../../account/preferences/notice-switches.service';

export type SlotsQuery = z.output<typeof bookingSlotsQuerySchema>;
export type BookInput = z.output<typeof bookVisitSchema>;

export const BOOKING_KIND = 'storefront.booking';
const SCHEDULE_LINK = '/scheduling';

/** The active storefront whose business takes online bookings: 404 'Landing page not found', 409 when it is off. */
async function bookableStorefront(ctx: AppContext, subdomain: string) {
  const found = await findStorefront(ctx.db, subdomain, ctx.origin.url);
  if (!found) throw new AppError('NOT_FOUND', m.pageNotFound);
  const settings = await scheduling.getBookingSettings(ctx.db, found.row.companyId);
  if (!settings.allowOnlineBooking) throw new AppError('CONFLICT', bm.bookingOff);
  return { ...found, settings };
}

async function assertService(db: Db, companyId: number, serviceId: number | null | undefined) {
  if (serviceId == null) return null;
  const service = await scheduling.findBookableService(db, companyId, serviceId);
  if (!service) throw new AppError('NOT_FOUND', bm.serviceNotFound, { serviceId: bm.serviceNotFound });
  return service;
}

const midnight = (day: string, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour: 0, minute: 0 }, timeZone);
};

/** The free slots of `days` days from `from`, with the visits of that span read on `db` (a locked transaction). */
async function slotsOf(db: Db, companyId: number, rules: SlotRules, opts: { from?: string; days: number; now: Date }) {
  const plan = freeSlots({ rules, busy: [], ...opts });
  if (plan.length === 0) return plan;
  const busy = await scheduling.findBusyVisits(db, {
    companyId,
    from: midnight(plan[0]!.date, rules.timeZone),
    to: midnight(addDays(plan.at(-1)!.date, 1), rules.timeZone),
    bufferMinutes: rules.bufferTime,
  });
  return freeSlots({ rules, busy, ...opts });
}

/** GET /api/landing/{subdomain}/slots: the services to choose from and each bookable day's free start times. */
export async function listBookingSlots(ctx: AppContext, subdomain: string, query: SlotsQuery, now = new Date()) {
  const { row, settings } = await bookableStorefront(ctx, subdomain);
  await assertService(ctx.db, row.companyId, query.serviceId);
  const services = await q.findShownServices(ctx.db, { companyId: row.companyId });
  const days = await slotsOf(ctx.db, row.companyId, settings, { from: query.from, days: query.days, now });
  const answer: BookingSlots = {
    services: services.map((s) => ({ id: s.id, name: s.name })),
    timeZone: settings.timeZone,
    appointmentDuration: settings.appointmentDuration,
    days,
  };
  return answer;
}

/**
 * POST /api/landing/{subdomain}/book: books the visitor's visit if `start` is free at this moment, under the lock of
 * the company's schedule (two visitors of the same time: one visit, one refusal). The customer is found by e-mail
 * or created, a converted lead of source `booking` is stored, the owner notified and e-mailed, the visitor
 * e-mailed, all in one transaction. A filled honeypot is answered alike and stores nothing.
 */
export async function bookVisit(ctx: AppContext, subdomain: string, input: BookInput, now = new Date()) {
  const { row, settings } = await bookableStorefront(ctx, subdomain);
  const service = await assertService(ctx.db, row.companyId, input.serviceId);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + settings.appointmentDuration * 60_000);
  const when = formatVisitTime(start, settings.timeZone);
  const confirmed = settings.autoConfirmation;
  const answer = (status: BookedVisit['status']): BookedVisit => ({
    start: start.toISOString(),
    end: end.toISOString(),
    label: when,
    status,
    message: status === 'confirmed' ? bm.confirmed : bm.waiting,
  });
  const day = businessToday(start, settings.timeZone);
  const taken = () => new AppError('BAD_REQUEST', bm.slotTaken, { start: bm.slotTaken });
  if (input.website) return answer(confirmed ? 'confirmed' : 'scheduled');

  return ctx.db.transaction(async (tx) => {
    await scheduling.lockCompanySchedule(tx, row.companyId);
    // The rules as they stand under the lock: the owner may have changed them since the first read.
    const rules = await scheduling.getBookingSettings(tx, row.companyId);
    if (!rules.allowOnlineBooking) throw new AppError('CONFLICT', bm.bookingOff);
    if (rules.appointmentDuration !== settings.appointmentDuration) throw taken();
    const [free] = await slotsOf(tx, row.companyId, rules, { from: day, days: 1, now });
    if (!free?.slots.some((s) => s.start === start.toISOString())) throw taken();

    const customer =
      (await findCustomerByEmail(tx, row.companyId, input.email)) ??
      (await createCustomer(tx, row.companyId, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: null,
        notes: null,
      }));
    const serviceName = service?.name ?? 'Visit';
    const visit = await scheduling.insertBookedVisit(tx, {
      companyId: row.companyId,
      customerId: customer.id,
      serviceId: service?.id ?? null,
      title: `${serviceName} (online booking)`,
      description: input.message,
      notes: `Booked online by ${input.name} (${input.email}, ${input.phone})`,
      start,
      end,
    });
    const { firstName, lastName } = splitName(input.name);
    await q.insertLead(tx, {
      companyId: row.companyId,
      firstName,
      lastName,
      email: input.email,
      phone: input.phone,
      serviceRequested: service?.name ?? null,
      message: input.message,
      source: 'booking',
      status: 'converted',
      customerId: customer.id,
      convertedAt: now,
      metadata: { subdomain: row.subdomain, channel: 'booking', visitId: visit.id },
    });
    const isConfirmed = visit.status === 'confirmed';
    await notify(tx, {
      userId: row.ownerId,
      kind: BOOKING_KIND,
      title: `New booking from ${input.name}`,
      body: `${serviceName} · ${when}${isConfirmed ? '' : ' · waiting for you to confirm'}`,
      link: SCHEDULE_LINK,
    });
    const common = { businessName: row.businessName, service: serviceName, when, confirmed: isConfirmed };
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, row.ownerId))
      await ctx.mailer.send(tx, {
        to: row.ownerEmail,
        replyTo: input.email,
        subject: `New booking from ${input.name}: ${when}`,
        body: (
          <OwnerBookingEmail
            {...common}
            ownerFirstName={row.ownerFirstName ?? 'there'}
            name={input.name}
            email={input.email}
            phone={input.phone}
            message={input.message}
            link={`${ctx.origin.url}${SCHEDULE_LINK}`}
          />
        ),
        relatedTo: `visit:${visit.id}`,
      });
    const contactEmail = row.contactEmail ?? row.companyEmail;
    // The visitor's e-mail is in the business's language; the owner's stays English.
    const language = languageOf(row.language);
    const visitor = {
      ...common,
      language,
      service: service?.name ?? storefrontText(language)('storefronts.email.booking.visit'),
      when: visitTimeIn(language, start, settings.timeZone),
    };
    await ctx.mailer.send(tx, {
      to: input.email,
      replyTo: contactEmail ?? undefined,
      subject: visitorBookingSubject(visitor),
      body: (
        <VisitorBookingEmail
          {...visitor}
          name={input.name}
          contact={[row.phone, contactEmail, row.address].filter((v): v is string => Boolean(v))}
        />
      ),
      relatedTo: `visit:${visit.id}`,
    });
    return answer(visit.status);
  });
}
