import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, invoices, paymentRefunds, payments } from '../../db/schema';
import { businessTimeZone } from '../../lib/business-day';
import { isoTime } from '../../lib/json-object';
import { memberName, usersAs } from '../../lib/member-name';

type Scope = { companyId: number; invoiceId: number };

/** Who of the team did it (a left join by primary key): null when no one is recorded or their account is gone. */
const who = (u: ReturnType<typeof usersAs>) => sql<string | null>`${memberName(u)}`;
const creator = usersAs('invoice_creator');
const recorder = usersAs('payment_recorder');

/** The invoice's own dates and the business's time zone; undefined for another company's invoice (primary key). */
export async function findTimelineInvoice(db: Db, opts: Scope) {
  const [row] = await db
    .select({
      createdAt: invoices.createdAt,
      sentDate: invoices.sentDate,
      viewedDate: invoices.viewedDate,
      paidDate: invoices.paidDate,
      paymentMethod: invoices.paymentMethod,
      invoiceNumber: invoices.invoiceNumber,
      remindersSent: invoices.remindersSent,
      lastReminderSent: invoices.lastReminderSent,
      timeZone: sql<string>`${businessTimeZone(opts.companyId)}`,
      createdBy: who(creator),
    })
    .from(invoices)
    .leftJoin(creator, eq(creator.id, invoices.createdByUserId))
    .where(and(eq(invoices.id, opts.invoiceId), eq(invoices.companyId, opts.companyId)));
  return row;
}

/**
 * The e-mails that carried the invoice (sent and reminders: their subjects begin with one of `subjectPrefixes`),
 * oldest first, at most `limit` (`email_outbox_related_to_index`); receipts and refund notices of its payments are
 * related to it too, but are not the invoice's. The outbox has no company column: the join to the company's
 * invoice keeps another company's messages out.
 */
export function findInvoiceEmails(db: Db, opts: Scope & { limit: number; subjectPrefixes: string[] }) {
  const carriesInvoice = opts.subjectPrefixes.map((prefix) => sql`starts_with(${emailOutbox.subject}, ${prefix})`);
  return db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .innerJoin(invoices, and(eq(invoices.id, opts.invoiceId), eq(invoices.companyId, opts.companyId)))
    .where(and(eq(emailOutbox.relatedTo, `invoice:${opts.invoiceId}`), or(...carriesInvoice)))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(opts.limit);
}

/**
 * The invoice's payments by payment time, at most `limit` (`payments_invoice_id_paid_at_index`). `recordedOnDay` is
 * when the owner recorded it, held within the business's day of its date (the UTC day of `paid_at`): where a
 * payment known only by its day falls among that day's events.
 */
export function findTimelinePayments(db: Db, opts: Scope & { timeZone: string; limit: number }) {
  const day = sql`(${payments.paidAt} at time zone 'UTC')::date`;
  const dayStart = sql`(${day}::timestamp at time zone ${opts.timeZone})`;
  const dayEnd = sql`((${day} + 1)::timestamp at time zone ${opts.timeZone}) - interval '1 millisecond'`;
  return db
    .select({
      amount: payments.amount,
      method: payments.method,
      provider: payments.provider,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      reference: payments.reference,
      paidAt: payments.paidAt,
      recordedOnDay: sql<string>`${isoTime(sql`greatest(${dayStart}, least(${payments.createdAt}, ${dayEnd}))`)}`,
      recordedBy: who(recorder),
    })
    .from(payments)
    .leftJoin(recorder, eq(recorder.id, payments.recordedByUserId))
    .where(and(eq(payments.invoiceId, opts.invoiceId), eq(payments.companyId, opts.companyId)))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(opts.limit);
}

/**
 * The refunds of the invoice's payments by when they were given back, at most `limit`, with the payment's card and
 * who recorded the refund.
 */
export function findTimelineRefunds(db: Db, opts: Scope & { limit: number }) {
  return db
    .select({
      amount: paymentRefunds.amount,
      reason: paymentRefunds.reason,
      refundedAt: paymentRefunds.refundedAt,
      provider: payments.provider,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      recordedBy: who(recorder),
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .leftJoin(recorder, eq(recorder.id, paymentRefunds.recordedByUserId))
    .where(and(eq(payments.invoiceId, opts.invoiceId), eq(payments.companyId, opts.companyId)))
    .orderBy(asc(paymentRefunds.refundedAt), asc(paymentRefunds.id))
    .limit(opts.limit);
}
