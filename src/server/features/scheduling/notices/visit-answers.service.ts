import { AppError } from '../../../../shared/app-error';
import type { AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import { visitNoticeMessages as m, type PortalVisit } from '../../../../shared/scheduling/visit-notices.schemas';
import { formatVisitTime } from '../../../../shared/scheduling/visit-time-text';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { notify } from '../../notifications/notifications.service';
import { insertProgressLog } from '../work/progress-log.queries';
import { visitAnswerEmail } from './visit-answers.emails';
import { isAwaitingAnswer } from './visit-notices.emails';
import * as q from './visit-answers.queries';
import { wantsNoticeEmails } from '../../account/preferences/notice-switches.service';

/** The customer a portal link names, and the owner told of their answers (in whose zone times are written). */
export type PortalCustomer = q.CustomerScope & {
  customerName: string;
  customerEmail: string | null;
  owner: { id: number; email: string; firstName: string | null; timeZone: string };
};

function toPortalVisit(row: q.PortalVisitRow, timeZone: string, now: Date): PortalVisit {
  return {
    id: row.id,
    title: row.title,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status as AppointmentStatus,
    technician: row.technician,
    awaitingConfirmation: isAwaitingAnswer(row) && row.startTime > now,
    timeZone,
  };
}

/** The portal's Next Service: the customer's earliest open visit still ahead, or null. */
export async function getNextVisit(db: Db, who: PortalCustomer): Promise<PortalVisit | null> {
  const now = new Date();
  const row = await q.findNextVisitRow(db, { ...who, now });
  return row ? toPortalVisit(row, who.owner.timeZone, now) : null;
}

type Answer = 'confirmed' | 'declined';

const wording = {
  confirmed: {
    log: 'Customer confirmed the visit',
    title: (customer: string) => `Visit confirmed by ${customer}`,
    body: (customer: string, visit: string) => `${customer} confirmed ${visit}.`,
    subject: (customer: string, when: string) => `${customer} confirmed their visit on ${when}`,
  },
  declined: {
    log: "Customer can't make it",
    title: (customer: string) => `${customer} can't make it`,
    body: (customer: string, visit: string) =>
      `${customer} can't make it to ${visit}. Contact them to find another time.`,
    subject: (customer: string, when: string) => `${customer} can't make it on ${when}`,
  },
} as const;

/**
 * The customer's answer to a visit awaiting confirmation: confirming makes it `confirmed`, declining keeps its status;
 * either records the answer, writes the visit's progress log and tells the owner in the app and by e-mail (replies go
 * to the customer), in one transaction. 404 for a visit not theirs, 409 once it no longer awaits an answer.
 */
export async function answerVisit(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'origin'>,
  who: PortalCustomer,
  opts: { id: number; answer: Answer },
): Promise<PortalVisit> {
  const now = new Date();
  const text = wording[opts.answer];
  const zone = who.owner.timeZone;
  return ctx.db.transaction(async (tx) => {
    const row = await q.findCustomerVisitForUpdate(tx, { ...who, id: opts.id });
    if (!row) throw new AppError('NOT_FOUND', m.visitNotFound);
    if (!toPortalVisit(row, zone, now).awaitingConfirmation) throw new AppError('CONFLICT', m.notAwaiting);
    const status = opts.answer === 'confirmed' ? 'confirmed' : row.status;
    const updated = await q.recordAnswerRow(tx, { ...who, id: row.id, status, response: opts.answer, at: now });
    await insertProgressLog(tx, {
      companyId: who.companyId,
      appointmentId: row.id,
      logType: 'customer',
      message: text.log,
      previousValue: row.status,
      newValue: status,
      loggedBy: 'Customer',
    });
    const when = formatVisitTime(row.startTime, zone);
    const visit = `${row.title} on ${when}`;
    await notify(tx, {
      userId: who.owner.id,
      kind: `visit.${opts.answer}`,
      title: text.title(who.customerName),
      body: text.body(who.customerName, visit),
      link: '/scheduling',
    });
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, who.owner.id))
      await ctx.mailer.send(tx, {
        to: who.owner.email,
        replyTo: who.customerEmail,
        subject: text.subject(who.customerName, when),
        body: visitAnswerEmail(opts.answer, {
          firstName: who.owner.firstName ?? 'there',
          customerName: who.customerName,
          title: row.title,
          when,
          link: `${ctx.origin.url.replace(/\/$/, '')}/scheduling`,
        }),
        relatedTo: `appointment:${row.id}`,
      });
    return toPortalVisit(updated, zone, now);
  });
}
