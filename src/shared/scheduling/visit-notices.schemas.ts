import { z } from '../zod';
import { APPOINTMENT_STATUSES } from './schedule-values';

export const visitNoticeMessages = {
  etaRange: 'ETA must be between 5 and 240 minutes',
  noCustomerEmail: 'This customer has no e-mail address',
  notOpen: 'Only a scheduled, confirmed, rescheduled or in-progress visit can be told "On my way"',
  visitNotFound: 'Visit not found',
  notAwaiting: 'This visit is no longer waiting for your answer.',
  /** The portal's toasts. */
  confirmed: 'Visit confirmed',
  declined: 'Thanks for letting us know',
  answerFailed: 'Your answer was not recorded',
} as const;

const etaMinutes = z.coerce
  .number({ error: visitNoticeMessages.etaRange })
  .int(visitNoticeMessages.etaRange)
  .min(5, visitNoticeMessages.etaRange)
  .max(240, visitNoticeMessages.etaRange);

/** POST /api/appointments/{id}/on-my-way */
export const onMyWayInputSchema = z.object({ etaMinutes });
export type OnMyWayInput = z.input<typeof onMyWayInputSchema>;

export const onMyWayResultSchema = z.object({
  /** The customer's address the notice went to. */
  sentTo: z.string(),
  /** ISO instant: now + the ETA. */
  expectedArrival: z.string(),
});
export type OnMyWayResult = z.infer<typeof onMyWayResultSchema>;

/** POST /api/schedule-settings/calendar-feed: the private feed's new address (the old one stops working). */
export const calendarFeedSchema = z.object({ calendarFeedUrl: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar-feed/{token}.ics */
export const calendarFeedParamsSchema = z.object({ token: z.string() });

/** The customer's next visit as their portal shows it; Confirm and Can't make it while `awaitingConfirmation`. */
export const portalVisitSchema = z.object({
  id: z.number(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  technician: z.string().nullable(),
  awaitingConfirmation: z.boolean(),
  /** The business's time zone: the visit's time is shown in it. */
  timeZone: z.string(),
});
export type PortalVisit = z.infer<typeof portalVisitSchema>;
