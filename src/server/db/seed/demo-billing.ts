import { recordSeededPayments } from './seeded-payments';
import { randomBytes } from 'node:crypto';
import { computeTotals, invoiceFigures, type LineItemInput } from '../../../shared/billing/line-items';
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_INVOICE_TERMS,
  DEFAULT_PAYMENT_INSTRUCTIONS,
  type InvoiceStatus,
} from '../../../shared/invoices/invoices.schemas';
import { DEFAULT_VALID_DAYS } from '../../../shared/quotes/quotes.schemas';
import { nextDocumentNumber } from '../../lib/document-numbers';
import type { Db } from '../client';
import { customers, invoices, quotes } from '../schema';
import { demoCustomers, quotePlans, REGULARS, type DemoLine } from './demo-billing-data';

/** The demo's price list: what its invoices and quotes charge. */
export type DemoServiceKey = DemoLine[0];
export type DemoRates = Record<DemoServiceKey, { name: string; baseRate: string }>;

type Invoice = typeof invoices.$inferInsert;
type Quote = typeof quotes.$inferInsert;

const DAY_MS = 86_400_000;
const REMINDER_DAYS = [3, 7, 14];
const PAYMENT_METHODS = ['check', 'card', 'bank_transfer', 'check', 'cash'];

/** Midnight-safe moments: `daysAgo` (at least 1) whole days before today (UTC) at `hour` UTC, so always past. */
function clock(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY_MS + hour * 3_600_000);
  const isoDay = (date: Date, plusDays = 0) => new Date(date.getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);
  return { today, at, isoDay };
}

/** What a landscaper bills in that month of the year for a property of that size. */
function seasonalLines(date: Date, lot: number, variant: number): DemoLine[] {
  const month = date.getUTCMonth() + 1;
  if (month <= 2 || month === 12) return [['hedges', 1.5 + lot + (variant % 2) * 0.5]];
  if (month <= 4)
    return variant % 2
      ? [
          ['cleanup', 1],
          ['mulch', lot],
        ]
      : [['cleanup', 1]];
  if (month <= 8)
    return variant % 3
      ? [['mowing', 4 * lot]]
      : [
          ['mowing', 4 * lot],
          ['hedges', lot + 0.5],
        ];
  if (month <= 10) return [['mowing', 3 * lot], ...(variant % 2 ? [['cleanup', 1] as DemoLine] : [])];
  return [['cleanup', lot > 2 ? 2 : 1]];
}

type InvoicePlan = {
  customer: number;
  created: number;
  lines?: DemoLine[];
  status: InvoiceStatus;
  /** Days from creation to sending, then from sending to payment. */
  sentAfter?: number;
  paidAfter?: number;
  viewed?: boolean;
  discount?: string;
  notes?: string;
  fromQuote?: boolean;
};

/**
 * A year of work: 29 invoices every 11 or 12 days (one cancelled) for the regulars, paid within weeks, then
 * what is still open: three overdue, five awaiting payment, two drafts, and the invoice made from a quote.
 */
function invoicePlans(): InvoicePlan[] {
  const history = Array.from({ length: 29 }, (_, i): InvoicePlan => {
    const plan = {
      customer: (i * 3) % REGULARS,
      created: 352 - Math.round((i * 320) / 28),
      sentAfter: i % 3,
      paidAfter: 5 + ((i * 11) % 20),
      viewed: i % 4 !== 3,
      ...(i % 9 === 4 ? { discount: '25.00', notes: 'Returning-customer discount applied.' } : {}),
    };
    return i === 12
      ? { ...plan, status: 'cancelled', notes: 'Cancelled: the customer sold the property before the visit.' }
      : { ...plan, status: 'paid' };
  });
  return [
    ...history,
    { customer: 4, created: 75, status: 'overdue', sentAfter: 1, viewed: true },
    { customer: 8, created: 52, status: 'overdue', sentAfter: 0 },
    { customer: 1, created: 40, status: 'overdue', sentAfter: 1, viewed: true },
    { customer: 2, created: 73, status: 'paid', sentAfter: 0, paidAfter: 9, viewed: true, fromQuote: true },
    { customer: 6, created: 24, status: 'sent', sentAfter: 1 },
    { customer: 9, created: 18, status: 'sent', sentAfter: 0 },
    { customer: 5, created: 14, status: 'viewed', sentAfter: 1, viewed: true },
    { customer: 3, created: 10, status: 'sent', sentAfter: 1 },
    { customer: 0, created: 6, status: 'sent', sentAfter: 0, notes: 'Thank you for choosing Greenline!' },
    {
      customer: 10,
      created: 2,
      status: 'draft',
      lines: [
        ['cleanup', 2],
        ['mulch', 4],
      ],
    },
    { customer: 7, created: 1, status: 'draft' },
  ];
}

const token = () => randomBytes(32).toString('base64url');

/**
 * The demo company's customers, a year of invoices and a handful of quotes, all in the past relative to `now`
 * and numbered by creation through the company's counters, so documents the visitor makes continue the sequence.
 */
export async function seedDemoBilling(db: Db, companyId: number, rates: DemoRates, now: Date) {
  const { today, at, isoDay } = clock(now);
  const items = (lines: DemoLine[]): LineItemInput[] =>
    lines.map(([service, quantity]) => ({ description: rates[service].name, quantity, rate: rates[service].baseRate }));

  const plans = invoicePlans().sort((a, b) => b.created - a.created); // oldest first: numbers follow dates
  const quoteFor = quotePlans.find((p) => p.converted)!;
  const firstSeen = demoCustomers.map((_, i) =>
    Math.max(
      ...plans.filter((p) => p.customer === i).map((p) => p.created),
      ...quotePlans.filter((p) => p.customer === i).map((p) => p.created),
    ),
  );
  const customerRows = await db
    .insert(customers)
    .values(
      demoCustomers.map(({ lot: _lot, ...c }, i) => {
        const createdAt = at(firstSeen[i] + 3 + (i % 4), 15);
        return { ...c, notes: c.notes ?? null, companyId, accessToken: token(), createdAt, updatedAt: createdAt };
      }),
    )
    .returning({ id: customers.id });

  const invoiceRows: Invoice[] = [];
  for (const [i, plan] of plans.entries()) {
    const customer = demoCustomers[plan.customer];
    const createdAt = at(plan.created, 15);
    const lines = plan.fromQuote ? quoteFor.lines : (plan.lines ?? seasonalLines(createdAt, customer.lot, i));
    const totals = computeTotals(items(lines), 0, plan.discount ?? 0);
    const sentDate = plan.status === 'draft' ? null : at(plan.created - plan.sentAfter!, 16);
    const paidDate = plan.status === 'paid' ? at(plan.created - plan.sentAfter! - plan.paidAfter!, 12) : null;
    const viewedDate = plan.viewed && sentDate ? new Date(sentDate.getTime() + 5 * 3_600_000) : null;
    const dueDate = isoDay(createdAt, DEFAULT_DUE_DAYS);
    const reminders = plan.status === 'overdue' ? remindersBy(dueDate, today) : undefined;
    invoiceRows.push({
      companyId,
      customerId: customerRows[plan.customer].id,
      invoiceNumber: await nextDocumentNumber(db, companyId, 'invoice'),
      customerName: customer.name,
      customerEmail: customer.email,
      ...invoiceFigures(totals),
      amountPaid: plan.status === 'paid' ? invoiceFigures(totals).total : '0',
      status: plan.status,
      dueDate,
      sentDate,
      viewedDate,
      paidDate,
      paymentMethod: paidDate ? PAYMENT_METHODS[i % PAYMENT_METHODS.length] : null,
      emailsSent: sentDate ? 1 : 0,
      remindersSent: reminders?.count ?? 0,
      lastReminderSent: reminders?.last ?? null,
      notes: plan.fromQuote ? quoteFor.notes : (plan.notes ?? null),
      terms: DEFAULT_INVOICE_TERMS,
      paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS,
      createdAt,
      updatedAt: paidDate ?? reminders?.last ?? sentDate ?? createdAt,
    });
  }
  const inserted = await db.insert(invoices).values(invoiceRows).returning({ id: invoices.id });
  await recordSeededPayments(db, companyId);
  const converted = inserted[plans.findIndex((p) => p.fromQuote)];

  const quoteRows: Quote[] = [];
  for (const plan of [...quotePlans].sort((a, b) => b.created - a.created)) {
    const createdAt = at(plan.created, 14);
    const totals = computeTotals(items(plan.lines));
    const sentDate = plan.status === 'draft' ? null : at(plan.created - plan.sentAfter!, 16);
    const answered =
      sentDate && plan.answeredAfter ? at(plan.created - plan.sentAfter! - plan.answeredAfter, 18) : null;
    quoteRows.push({
      companyId,
      customerId: customerRows[plan.customer].id,
      quoteNumber: await nextDocumentNumber(db, companyId, 'quote'),
      amount: totals.total,
      items: totals.items,
      description: plan.description,
      notes: plan.notes ?? null,
      status: plan.status,
      validUntil: isoDay(createdAt, DEFAULT_VALID_DAYS),
      sentDate,
      acceptedDate: plan.status === 'accepted' ? answered : null,
      signerName: plan.signerName ?? null,
      declinedDate: plan.status === 'declined' ? answered : null,
      declineReason: plan.declineReason ?? null,
      previewToken: token(),
      emailsSent: sentDate ? 1 : 0,
      convertedInvoiceId: plan.converted ? converted.id : null,
      createdAt,
      updatedAt: answered ?? sentDate ?? createdAt,
    });
  }
  await db.insert(quotes).values(quoteRows);
}

/** The reminders the daily job would have sent by today for an invoice due on `dueDate` (3, 7, 14 days late). */
function remindersBy(dueDate: string, today: number) {
  const due = Date.parse(dueDate);
  const sent = REMINDER_DAYS.filter((days) => due + days * DAY_MS <= today);
  const last = sent.at(-1);
  return { count: sent.length, last: last === undefined ? null : new Date(due + last * DAY_MS + 14 * 3_600_000) };
}
