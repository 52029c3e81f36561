import { emailAddress } from '../email';
import { MAX_ID } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';
import { storefrontMessages as sm } from './storefront-values';

// Online booking from a storefront: the free times a visitor may pick, and the booking they send.

export const bookingMessages = {
  bookingOff: 'Online booking is not available for this business. Please send a request instead.',
  slotTaken: 'That time is no longer available. Please choose another.',
  dayInvalid: 'Please choose a day like 2026-03-09',
  daysInvalid: 'Please choose between 1 and 14 days',
  startInvalid: 'Please choose a time',
  serviceNotFound: 'Service not found',
  confirmed: 'Your visit is booked.',
  waiting: 'Your visit is requested: the business will confirm it shortly.',
} as const;

const m = bookingMessages;

export const BOOKING_DAYS_MAX = 14;

export const bookingSlotsQuerySchema = z.object({
  serviceId: z.coerce
    .number({ error: m.serviceNotFound })
    .int(m.serviceNotFound)
    .positive(m.serviceNotFound)
    .max(MAX_ID, m.serviceNotFound)
    .optional(),
  from: z
    .string({ error: m.dayInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dayInvalid)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      m.dayInvalid,
    )
    .optional(),
  days: z.coerce
    .number({ error: m.daysInvalid })
    .int(m.daysInvalid)
    .min(1, m.daysInvalid)
    .max(BOOKING_DAYS_MAX, m.daysInvalid)
    .default(7),
});
export type BookingSlotsQuery = z.input<typeof bookingSlotsQuerySchema>;

export const bookingSlotsSchema = z.object({
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  timeZone: z.string(),
  appointmentDuration: z.number(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), label: z.string() })) })),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

export const bookVisitSchema = z.object({
  serviceId: z
    .number({ error: m.serviceNotFound })
    .int(m.serviceNotFound)
    .positive(m.serviceNotFound)
    .max(MAX_ID, m.serviceNotFound)
    .optional()
    .nullable(),
  start: z.iso.datetime({ offset: true, error: m.startInvalid }),
  name: singleLine(z.string({ error: sm.missingText }).trim().min(1, sm.missingText).max(120)),
  email: emailAddress(sm.emailInvalid),
  phone: singleLine(z.string({ error: sm.missingText }).trim().min(1, sm.missingText).max(40)),
  message: z
    .string()
    .trim()
    .max(4000, 'Must be at most 4000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
  website: z.string().max(200).optional(),
});
export type BookVisitInput = z.input<typeof bookVisitSchema>;

export const bookedVisitSchema = z.object({
  start: z.string(),
  end: z.string(),
  label: z.string(),
  status: z.enum(['confirmed', 'scheduled']),
  message: z.string(),
});
export type BookedVisit = z.infer<typeof bookedVisitSchema>;
