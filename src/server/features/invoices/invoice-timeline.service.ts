import { describeCard } from '../../../shared/payments/card.schemas';
import { AppError } from '../../../shared/app-error';
import {
  invoiceTimelineMessages as m,
  TIMELINE_DETAIL_SEPARATOR,
  type InvoiceTimeline,
  type InvoiceTimelineEvent,
  type InvoiceTimelineKind,
} from '../../../shared/invoices/invoice-timeline.schemas';
import { INVOICE_NOT_FOUND, paymentMethodLabels } from '../../../shared/invoices/invoice-values';
import { formatMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoiceSubjectPrefixes, isReminderSubject, reminderSubjectPrefixes } from './invoices.emails';
import * as q from './invoice-timeline.queries';

/** An invoice has a handful of e-mails and payments; these bound one read whatever happened (a resend loop). */
const EMAIL_LIMIT = 100;
const PAYMENT_LIMIT = 100;
const REFUND_LIMIT = 100;

type TimelineInvoice = NonNullable<Awaited<ReturnType<typeof q.findTimelineInvoice>>>;
type Email = Awaited<ReturnType<typeof q.findInvoiceEmails>>[number];
type Payment = Awaited<ReturnType<typeof q.findTimelinePayments>>[number];
type Refund = Awaited<ReturnType<typeof q.findTimelineRefunds>>[number];
/** An event and where it falls: its moment, or for one known by its day only, where that day places it. */
type Placed = InvoiceTimelineEvent & { order: number };

function placed(kind: InvoiceTimelineKind, at: Date, title: string, detail?: string | null): Placed {
  return { kind, at: at.toISOString(), title, ...(detail ? { detail } : {}), order: at.getTime() };
}

/** A payment date the owner gave is kept at noon UTC (`paymentMoment`): its time of day means nothing. */
const isDayOnly = (at: Date) => at.getUTCHours() === 12 && at.getTime() % 3_600_000 === 0;

const delivery: Record<Email['status'], (to: string) => string> = {
  queued: m.queued,
  sent: m.delivered,
  failed: m.undelivered,
};

/** A detail of several parts, those there are. */
const detailOf = (parts: (string | null | false | undefined)[]) =>
  parts.filter(Boolean).join(TIMELINE_DETAIL_SEPARATOR);

/** Each e-mail of the invoice; the invoice's own dates stand in for e-mails not kept (demo data, older rows). */
function emailEvents(emails: Email[], invoice: TimelineInvoice): Placed[] {
  let sends = 0;
  let reminders = 0;
  const events = emails.map((mail) => {
    const reminder = isReminderSubject(mail.subject);
    const title = reminder ? m.reminded : sends ? m.sentAgain : m.sent;
    if (reminder) reminders++;
    else sends++;
    return placed(reminder ? 'reminded' : 'sent', mail.createdAt, title, delivery[mail.status](mail.to));
  });
  if (!sends && invoice.sentDate) events.push(placed('sent', invoice.sentDate, m.sent));
  if (!reminders && invoice.lastReminderSent) {
    const count = invoice.remindersSent > 1 ? m.lastOfReminders(invoice.remindersSent) : null;
    events.push(placed('reminded', invoice.lastReminderSent, m.reminded, count));
  }
  return events;
}

const methodLabel = (method: string) => (paymentMethodLabels as Record<string, string>)[method] ?? method;

const cardOf = (p: { cardBrand: string | null; cardLast4: string | null }) => describeCard(p.cardBrand, p.cardLast4);

/** "Recorded by Dana Reyes": the member who recorded it, when one is known. */
const recordedBy = (row: { recordedBy: string | null }) => (row.recordedBy ? m.recordedBy(row.recordedBy) : null);

function paidWith(payment: Payment) {
  const method = cardOf(payment) ?? methodLabel(payment.method);
  return detailOf([method, payment.reference && m.reference(payment.reference), recordedBy(payment)]);
}

/** Each refund on its moment, with the card it went back to, the reason and who recorded it, when there are. */
function refundEvents(refunds: Refund[]): Placed[] {
  return refunds.map((refund) => {
    const detail = detailOf([cardOf(refund), refund.reason, recordedBy(refund)]);
    const event = placed('refund', refund.refundedAt, m.refunded(formatMoney(refund.amount)), detail);
    // Refunds recorded before refunds were dated (migration 0016) carry their payment's moment, maybe a day only.
    return !refund.provider && isDayOnly(refund.refundedAt) ? { ...event, dateOnly: true } : event;
  });
}

/** Each payment, then "paid" beside the one that settled the invoice (same moment, see `applyPayment`). */
function paymentEvents(payments: Payment[], invoice: TimelineInvoice): Placed[] {
  const events = payments.map((payment): Placed => {
    const title = m.payment(formatMoney(payment.amount));
    const event = placed('payment', payment.paidAt, title, paidWith(payment));
    // A card provider's payment carries its real moment; the owner's may carry only a day.
    if (payment.provider || !isDayOnly(payment.paidAt)) return event;
    return { ...event, dateOnly: true, order: Date.parse(payment.recordedOnDay) };
  });
  const paidDate = invoice.paidDate;
  if (!paidDate) return events;
  const settling = events.findLast((e) => e.kind === 'payment' && e.at === paidDate.toISOString());
  // A $0.00 invoice is marked paid with no payment: the invoice keeps how.
  const how = !settling && invoice.paymentMethod ? methodLabel(invoice.paymentMethod) : null;
  const paid = placed('paid', paidDate, m.paid, how);
  const dateOnly = settling ? settling.dateOnly : isDayOnly(paidDate);
  events.push({ ...paid, ...(dateOnly ? { dateOnly } : {}), order: settling?.order ?? paid.order });
  return events;
}

/**
 * What happened to the company's invoice, oldest first, from what is stored: created, each e-mail (sent, reminded),
 * first viewed, each payment, paid, each refund; with the member who created it or recorded a payment or refund. A cancellation is not dated in the database and so not shown.
 * 404 for another company's invoice.
 */
export async function getInvoiceTimeline(db: Db, companyId: number, invoiceId: number): Promise<InvoiceTimeline> {
  const invoice = await q.findTimelineInvoice(db, { companyId, invoiceId });
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const scope = { companyId, invoiceId };
  const subjectPrefixes = [...invoiceSubjectPrefixes(invoice.invoiceNumber), ...reminderSubjectPrefixes()];
  const emails = await q.findInvoiceEmails(db, { ...scope, limit: EMAIL_LIMIT, subjectPrefixes });
  const payments = await q.findTimelinePayments(db, { ...scope, timeZone: invoice.timeZone, limit: PAYMENT_LIMIT });
  const refunds = await q.findTimelineRefunds(db, { ...scope, limit: REFUND_LIMIT });
  const events = [
    placed('created', invoice.createdAt, m.created, invoice.createdBy && m.createdBy(invoice.createdBy)),
    ...emailEvents(emails, invoice),
    ...(invoice.viewedDate ? [placed('viewed', invoice.viewedDate, m.viewed, m.viewedWhere)] : []),
    ...paymentEvents(payments, invoice),
    ...refundEvents(refunds),
  ];
  // Stable: events of one moment keep the order above (a payment before the "paid" it caused).
  events.sort((a, b) => a.order - b.order);
  return {
    timeZone: invoice.timeZone,
    events: events.map(({ kind, at, title, detail, dateOnly }) => ({ kind, at, title, detail, dateOnly })),
  };
}
