import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { computeTotals, invoiceFigures } from '../../../shared/billing/line-items';
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_INVOICE_TEXTS,
  INVOICE_NOT_FOUND,
  type CompanyBillingSettings,
  type CompanyBillingSettingsUpdate,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
  invoiceInputSchema,
  invoiceListQuerySchema,
  markPaidSchema,
} from '../../../shared/invoices/invoices.schemas';
import { toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { businessDaysFrom, sweepOnRead } from '../../lib/business-day';
import { nextDocumentNumber } from '../../lib/document-numbers';
import type { InvoiceQuota } from './invoice-quota.service';
import { decodeCursor } from '../../lib/list-page';
import { companyLanguage } from '../company/company.service';
import { completeServiceLines } from '../company/service-lines.service';
import { findCompanyCustomer } from '../customers/customers.service';
import { renderInvoicePdf, invoiceFileName } from './invoice-pdf';
import { invoiceEmail } from './invoices.emails';
import { findInvoiceJson, findInvoicePage } from './invoice-json.queries';
import { applyPayment, paymentMoment } from '../payments/payments.service';
import * as q from './invoices.queries';

type InvoiceValues = z.output<typeof invoiceInputSchema>;
type ListQuery = z.output<typeof invoiceListQuerySchema>;
type MarkPaidValues = z.output<typeof markPaidSchema>;

export const invoiceMessages = {
  notFound: INVOICE_NOT_FOUND,
  selectCustomer: 'Please select a customer',
  onlyDraftsEdited: 'Only draft invoices can be edited.',
  cannotSend: 'Paid or cancelled invoices cannot be sent.',
  alreadyPaid: 'This invoice is already paid.',
  cancelledNotPaid: 'Cancelled invoices cannot be marked as paid.',
  paidNotCancelled: 'Paid invoices cannot be cancelled.',
  tooLarge: 'The invoice total cannot exceed $99,999,999.99',
  totalBelowPaid: 'The total cannot be less than what has already been paid.',
} as const;

/** Not yet settled: may be sent (again) and marked paid. */
const OPEN: readonly InvoiceStatus[] = ['draft', 'sent', 'viewed', 'overdue'];
const CANCELLABLE: readonly InvoiceStatus[] = [...OPEN, 'cancelled'];
/** numeric(10,2) holds up to 99,999,999.99. */
const MAX_CENTS = 9_999_999_999;
export const DAY_MS = 86_400_000;

/** The invoice of the company, or 404 (also for another company's invoice). */
async function ownInvoice(db: Db, companyId: number, id: number) {
  const row = await q.findInvoice(db, { companyId, id });
  if (!row) throw new AppError('NOT_FOUND', invoiceMessages.notFound);
  return row;
}

/** The invoice as the API answers it, written by the database (one mapping for a list and a single read). */
async function answerInvoice(db: Db, companyId: number, id: number): Promise<Invoice> {
  const json = await findInvoiceJson(db, { companyId, id });
  if (!json) throw new AppError('NOT_FOUND', invoiceMessages.notFound);
  return JSON.parse(json) as Invoice;
}

/** Marks the company's unpaid invoices past due as overdue, so what is read next is up to date. */
const refreshOverdue = (db: Db, companyId: number, now: Date) => q.markOverdue(db, { companyId, now });

/**
 * Reads bring a company's invoices up to date, at most every quarter of an hour per process: an invoice only
 * turns overdue as the business's day turns (sending one already past due marks it then), so a long list
 * mostly costs no query for it. The hourly job is the guarantee.
 */
const sweep = sweepOnRead();
export const refreshOverdueOnRead = (db: Db, companyId: number, now: Date) =>
  sweep(db, companyId, now, () => refreshOverdue(db, companyId, now));

/** A page of the company's invoices, at an offset or after a cursor (400 for a bad one). */
export async function listInvoices(db: Db, companyId: number, query: ListQuery, now = new Date()) {
  const after = decodeCursor('invoices', query);
  await refreshOverdueOnRead(db, companyId, now);
  return findInvoicePage(db, { companyId, ...query, after });
}

export async function getInvoiceSummary(db: Db, companyId: number, now = new Date()): Promise<InvoiceSummary> {
  await refreshOverdueOnRead(db, companyId, now);
  const s = await q.summarizeInvoices(db, { companyId });
  return {
    totalRevenue: { amount: s.revenueAmount, count: s.revenueCount },
    paid: { amount: s.paidAmount, count: s.paidCount },
    pending: { amount: s.pendingAmount, count: s.pendingCount },
    overdue: { amount: s.overdueAmount, count: s.overdueCount },
  };
}

export async function getInvoice(db: Db, companyId: number, id: number, now = new Date()) {
  await refreshOverdueOnRead(db, companyId, now);
  return answerInvoice(db, companyId, id);
}

/**
 * The stored figures: items (filled from the services they name), amounts and totals recomputed here (client
 * totals are ignored), defaults filled.
 */
async function invoiceValues(db: Db, companyId: number, input: InvoiceValues, now: Date) {
  const items = await completeServiceLines(db, companyId, input.items);
  const totals = computeTotals(items, input.tax, input.discount);
  if (Math.max(toCents(totals.subtotal), toCents(totals.total)) > MAX_CENTS) {
    throw new AppError('BAD_REQUEST', invoiceMessages.tooLarge, { total: invoiceMessages.tooLarge });
  }
  // The business's language is read only when a default is needed.
  const defaulted = input.terms == null || input.paymentInstructions == null;
  const texts = DEFAULT_INVOICE_TEXTS[defaulted ? await companyLanguage(db, companyId) : 'en'];
  return {
    customerId: input.customerId,
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    notes: input.notes,
    ...invoiceFigures(totals),
    dueDate: input.dueDate ?? businessDaysFrom(companyId, DEFAULT_DUE_DAYS, now),
    terms: input.terms ?? texts.terms,
    paymentInstructions: input.paymentInstructions ?? texts.paymentInstructions,
  };
}

async function assertOwnCustomer(db: Db, companyId: number, customerId: number) {
  if (!(await findCompanyCustomer(db, companyId, customerId))) {
    throw new AppError('BAD_REQUEST', invoiceMessages.selectCustomer, { customerId: invoiceMessages.selectCustomer });
  }
}

/**
 * A draft with the company's next number, given out in the same transaction so numbers never repeat or skip, and
 * within the plan's invoices (`quota`, counted once the number is taken), recording the quota's user as its creator.
 * The answer is read inside it too: once the invoice is committed, no lost connection can turn its creation
 * into an error that invites the client to create it again.
 */
export async function createInvoice(
  db: Db,
  companyId: number,
  input: InvoiceValues,
  quota: InvoiceQuota,
  now = new Date(),
  /** The job whose visit it is made from (scheduling's Create Invoice). */
  link: { jobId?: number | null } = {},
) {
  const values = await invoiceValues(db, companyId, input, now);
  return db.transaction(async (tx) => {
    await assertOwnCustomer(tx, companyId, input.customerId);
    const invoiceNumber = await nextDocumentNumber(tx, companyId, 'invoice');
    await quota.check(tx, companyId);
    const { id } = await q.insertInvoice(tx, {
      ...values,
      companyId,
      invoiceNumber,
      status: 'draft',
      jobId: link.jobId ?? null,
      createdByUserId: quota.userId,
    });
    return answerInvoice(tx, companyId, id);
  });
}

export async function updateInvoice(db: Db, companyId: number, id: number, input: InvoiceValues, now = new Date()) {
  const current = await ownInvoice(db, companyId, id);
  if (current.status !== 'draft') throw new AppError('CONFLICT', invoiceMessages.onlyDraftsEdited);
  await assertOwnCustomer(db, companyId, input.customerId);
  const values = await invoiceValues(db, companyId, input, now);
  if (toCents(values.total) < toCents(current.amountPaid)) {
    throw new AppError('CONFLICT', invoiceMessages.totalBelowPaid);
  }
  if (!(await q.updateInvoiceRow(db, { companyId, id, statuses: ['draft'] }, values))) {
    throw new AppError('CONFLICT', invoiceMessages.onlyDraftsEdited);
  }
  return answerInvoice(db, companyId, id);
}

/**
 * E-mails the invoice (PDF attached, portal link) to its customer. A draft becomes sent; viewed and overdue
 * keep their status. The message and the change commit together: an invoice that changed meanwhile (paid,
 * cancelled) is refused and nothing is mailed. The answer's `delivery` follows the message: queued now, then
 * sent or failed.
 */
export async function sendInvoice(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'origin'>,
  companyId: number,
  id: number,
  now = new Date(),
) {
  const { db } = ctx;
  await refreshOverdue(db, companyId, now);
  const invoice = await ownInvoice(db, companyId, id);
  if (!OPEN.includes(invoice.status as InvoiceStatus)) throw new AppError('CONFLICT', invoiceMessages.cannotSend);
  const parties = await q.findInvoiceParties(db, { companyId, customerId: invoice.customerId });
  const status = invoice.status === 'draft' ? 'sent' : (invoice.status as InvoiceStatus);
  const email = await invoiceEmail(invoice, parties, { baseUrl: ctx.origin.url, status });
  return db.transaction(async (tx) => {
    const emailId = await ctx.mailer.send(tx, email);
    const updated = await q.updateInvoiceRow(
      tx,
      { companyId, id, statuses: OPEN },
      {
        status: sql`case when ${invoices.status} = 'draft' then 'sent' else ${invoices.status} end`,
        sentDate: now,
        emailsSent: sql`${invoices.emailsSent} + 1`,
        lastEmailId: emailId,
      },
    );
    if (!updated) throw new AppError('CONFLICT', invoiceMessages.cannotSend);
    return answerInvoice(tx, companyId, id);
  });
}

/**
 * The whole balance received at once (the owner's "mark as paid"): a payment of what is left, recorded as any
 * other (see `applyPayment`), which marks the invoice paid. An invoice of $0.00 has nothing to receive and is
 * marked paid alone.
 */
export async function markInvoicePaid(
  db: Db,
  companyId: number,
  id: number,
  input: MarkPaidValues,
  /** The member who marked it: the payment's recorder. */
  recordedByUserId: number | null,
  now = new Date(),
) {
  const invoice = await ownInvoice(db, companyId, id);
  if (invoice.status === 'paid') throw new AppError('CONFLICT', invoiceMessages.alreadyPaid);
  if (invoice.status === 'cancelled') throw new AppError('CONFLICT', invoiceMessages.cancelledNotPaid);
  const paidAt = input.paidDate ? paymentMoment(input.paidDate) : now;
  if (toCents(invoice.balanceDue) > 0) {
    await db.transaction((tx) =>
      applyPayment(tx, companyId, id, { method: input.paymentMethod, paidAt, recordedByUserId }),
    );
  } else if (
    !(await q.updateInvoiceRow(
      db,
      { companyId, id, statuses: OPEN },
      { status: 'paid', paidDate: paidAt, paymentMethod: input.paymentMethod },
    ))
  ) {
    throw new AppError('CONFLICT', invoiceMessages.alreadyPaid);
  }
  return answerInvoice(db, companyId, id);
}

export async function cancelInvoice(db: Db, companyId: number, id: number) {
  const invoice = await ownInvoice(db, companyId, id);
  if (invoice.status === 'paid') throw new AppError('CONFLICT', invoiceMessages.paidNotCancelled);
  if (!(await q.updateInvoiceRow(db, { companyId, id, statuses: CANCELLABLE }, { status: 'cancelled' }))) {
    throw new AppError('CONFLICT', invoiceMessages.paidNotCancelled);
  }
  return answerInvoice(db, companyId, id);
}

/** The invoice's PDF and the name it is offered under. */
export async function getInvoicePdf(db: Db, companyId: number, id: number, now = new Date()) {
  await refreshOverdue(db, companyId, now);
  const invoice = await ownInvoice(db, companyId, id);
  const parties = await q.findInvoiceParties(db, { companyId, customerId: invoice.customerId });
  return { fileName: invoiceFileName(invoice), bytes: await renderInvoicePdf(invoice, parties) };
}

/**
 * The invoice's row with its company and customer, for a message about it (a payment's receipt): built outside
 * the invoices feature, which keeps its queries.
 */
export async function getInvoiceDocument(db: Db, companyId: number, id: number) {
  const invoice = await ownInvoice(db, companyId, id);
  const parties = await q.findInvoiceParties(db, { companyId, customerId: invoice.customerId });
  return { invoice, parties };
}

export async function getBillingSettings(db: Db, companyId: number): Promise<CompanyBillingSettings> {
  const row = await q.findBillingSettings(db, { companyId });
  return {
    paymentRemindersEnabled: row?.paymentRemindersEnabled ?? true,
    allowPartialPayments: row?.allowPartialPayments ?? false,
  };
}

export async function updateBillingSettings(
  db: Db,
  companyId: number,
  input: CompanyBillingSettingsUpdate,
): Promise<CompanyBillingSettings> {
  const row = await q.upsertBillingSettings(db, { companyId, ...input });
  return { paymentRemindersEnabled: row.paymentRemindersEnabled, allowPartialPayments: row.allowPartialPayments };
}

/** Invoices made this month (the owner's), counted up to `cap`: a plan's monthly limit reads it. */
export const countInvoicesThisMonth = (db: Db, opts: { companyId: number; timezone: string; cap: number }) =>
  q.countInvoicesThisMonth(db, opts);
