import type { InvoiceQuota } from '../invoices/invoice-quota.service';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import { computeTotals, invoiceFigures } from '../../../shared/billing/line-items';
import { DEFAULT_DUE_DAYS, DEFAULT_INVOICE_TEXTS } from '../../../shared/invoices/invoices.schemas';
import { fromCents, toCents } from '../../../shared/money';
import {
  DEFAULT_VALID_DAYS,
  depositCents,
  depositIssue,
  type DepositType,
  type Quote,
  type QuoteConversion,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteUpdate,
  quoteInputSchema,
  quoteListQuerySchema,
} from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { businessDaysFrom, sweepOnRead } from '../../lib/business-day';
import { nextDocumentNumber } from '../../lib/document-numbers';
import { decodeCursor } from '../../lib/list-page';
import { newToken } from '../../lib/tokens';
import { companyLanguage } from '../company/company.service';
import { completeServiceLines } from '../company/service-lines.service';
import { findCompanyCustomer } from '../customers/customers.service';
import { carryDepositToInvoice } from '../payments/deposit-carry.service';
import { findQuotePage } from './quote-json.queries';
import * as q from './quotes.queries';

type QuoteValues = z.output<typeof quoteInputSchema>;
type ListQuery = z.output<typeof quoteListQuerySchema>;

export const quoteMessages = {
  notFound: 'Quote not found',
  customerRequired: 'Customer is required',
  onlyDraftsEdited: 'Only draft quotes can be edited.',
  changedMeanwhile: 'This quote was changed meanwhile. Please reload and try again.',
  onlyAcceptedConverted: 'Only accepted quotes can be converted to an invoice.',
  alreadyConverted: 'This quote has already been converted to an invoice.',
  invoiceNeedsEmail: 'The customer needs an e-mail address before invoicing.',
  depositHeld: 'The customer has paid a deposit on this quote: convert it into an invoice instead of deleting it.',
} as const;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toQuote({ quote: r, customerName, delivery, creatorName }: q.QuoteWithDetails): Quote {
  return {
    id: r.id,
    quoteNumber: r.quoteNumber,
    customerId: r.customerId,
    customerName,
    amount: r.amount,
    depositType: r.depositType as DepositType | null,
    depositValue: r.depositValue,
    depositAmount: r.depositAmount,
    depositPaid: r.depositPaid,
    description: r.description,
    validUntil: r.validUntil,
    notes: r.notes,
    status: r.status as QuoteStatus,
    createdAt: r.createdAt.toISOString(),
    sentDate: iso(r.sentDate),
    acceptedDate: iso(r.acceptedDate),
    signerName: r.signerName,
    declinedDate: iso(r.declinedDate),
    declineReason: r.declineReason,
    convertedInvoiceId: r.convertedInvoiceId,
    previewToken: r.previewToken,
    delivery: delivery?.status ? { status: delivery.status, error: delivery.lastError, to: delivery.to ?? '' } : null,
    items: r.items,
    createdBy: r.createdByUserId !== null && creatorName !== null ? { id: r.createdByUserId, name: creatorName } : null,
  };
}

/** The quote of the owner's company, or 404 (also for another company's quote). */
export async function findOwnQuote(db: Db, companyId: number, id: number) {
  const row = await q.findQuote(db, { companyId, id });
  if (!row) throw new AppError('NOT_FOUND', quoteMessages.notFound);
  return row;
}

/** Every sent quote past its valid-until day (in its business's days) becomes expired (the hourly job). */
export const expireQuotes = (db: Db, now = new Date()) => q.markExpired(db, { now });

/**
 * The same for one company before its quotes are read, so a list does not show a stale 'sent' for long:
 * quotes only lapse as the business's day turns, so a read sweeps at most every quarter of an hour.
 */
const sweep = sweepOnRead();
export const refreshExpired = (db: Db, companyId: number, now: Date) =>
  sweep(db, companyId, now, () => q.markExpired(db, { companyId, now }));

/**
 * A page of the company's quotes as the JSON text of the API's array, at an offset or after a cursor (400 for a
 * bad one), with the kept total.
 */
export async function listQuotes(db: Db, companyId: number, query: ListQuery, now = new Date()) {
  const after = decodeCursor('quotes', query);
  await refreshExpired(db, companyId, now);
  return findQuotePage(db, { companyId, ...query, after });
}

export async function getQuoteSummary(db: Db, companyId: number, now = new Date()): Promise<QuoteSummary> {
  await refreshExpired(db, companyId, now);
  const row = await q.summarizeQuotes(db, { companyId });
  return { ...row, totalValue: fromCents(toCents(row.totalValue)) };
}

export async function getQuote(db: Db, companyId: number, id: number, now = new Date()) {
  await refreshExpired(db, companyId, now);
  return toQuote(await findOwnQuote(db, companyId, id));
}

/**
 * The stored content of a quote: the items filled from the services they name, the amount their total, whatever
 * the client computed, and the deposit computed on that amount (400 when a fixed one is more than it).
 */
async function contentValues(db: Db, companyId: number, input: QuoteValues) {
  if (!(await findCompanyCustomer(db, companyId, input.customerId))) {
    throw new AppError('BAD_REQUEST', quoteMessages.customerRequired, { customerId: quoteMessages.customerRequired });
  }
  const totals = computeTotals(await completeServiceLines(db, companyId, input.items));
  const { depositType: type, depositValue: value } = input;
  const issue = depositIssue(type, value, totals.total);
  if (issue) throw new AppError('BAD_REQUEST', issue, { depositValue: issue });
  return {
    customerId: input.customerId,
    amount: totals.total,
    depositType: type,
    depositValue: type ? value : null,
    depositAmount: fromCents(depositCents(type, value, totals.total)),
    items: totals.items,
    description: input.description,
    notes: input.notes,
    validUntil: input.validUntil ?? businessDaysFrom(companyId, DEFAULT_VALID_DAYS),
  };
}

/** A quote with the company's next number; read back in its transaction, like an invoice (see createInvoice). */
export async function createQuote(db: Db, companyId: number, input: QuoteValues, createdByUserId: number | null) {
  const values = await contentValues(db, companyId, input);
  return db.transaction(async (tx) => {
    const { id } = await q.insertQuote(tx, {
      ...values,
      companyId,
      createdByUserId,
      quoteNumber: await nextDocumentNumber(tx, companyId, 'quote'),
      previewToken: newToken(),
    });
    return toQuote(await findOwnQuote(tx, companyId, id));
  });
}

type Transition = { from: QuoteStatus; action: string; values: () => Partial<q.QuoteRow> };
const transitions: Record<'sent' | 'accepted' | 'declined', Transition> = {
  sent: { from: 'draft', action: 'marked as sent', values: () => ({ status: 'sent', sentDate: new Date() }) },
  accepted: {
    from: 'sent',
    action: 'marked as accepted',
    values: () => ({ status: 'accepted', acceptedDate: new Date() }),
  },
  declined: { from: 'sent', action: 'declined', values: () => ({ status: 'declined', declinedDate: new Date() }) },
};

/** A status change along the allowed transitions, or new content for a draft; anything else is 409. */
export async function updateQuote(db: Db, companyId: number, id: number, input: QuoteUpdate) {
  const { quote } = await findOwnQuote(db, companyId, id);
  let values: q.QuoteChanges;
  let from: QuoteStatus;
  if ('status' in input) {
    const transition = transitions[input.status];
    if (quote.status !== transition.from) {
      throw new AppError(
        'CONFLICT',
        `This quote is ${quote.status}: only ${transition.from} quotes can be ${transition.action}.`,
      );
    }
    values = transition.values();
    from = transition.from;
  } else {
    if (quote.status !== 'draft') throw new AppError('CONFLICT', quoteMessages.onlyDraftsEdited);
    values = await contentValues(db, companyId, input);
    from = 'draft';
  }
  if (!(await q.updateQuoteRow(db, { companyId, id, status: from }, values))) {
    throw new AppError('CONFLICT', quoteMessages.changedMeanwhile);
  }
  return toQuote(await findOwnQuote(db, companyId, id));
}

/** Really deletes; an invoice made from the quote stays. */
/** Deletes the company's quote, unless it holds a deposit the customer paid (money that must land on an invoice). */
export async function deleteQuote(db: Db, companyId: number, id: number) {
  if (await q.deleteQuoteRow(db, { companyId, id })) return;
  await findOwnQuote(db, companyId, id); // 404 when it is not the company's
  throw new AppError('CONFLICT', quoteMessages.depositHeld);
}

/**
 * Turns an accepted quote into a draft invoice, once, within the plan's invoices (`quota`, whose user is the
 * invoice's creator, whoever created the quote): the invoice, the link to it and the deposit paid (its
 * payments and fees move onto the invoice, which counts it as paid) are one transaction. A deposit asked but not
 * paid does not stop it: the owner decides, and the answer says nothing was carried.
 */
export async function convertQuote(
  db: Db,
  companyId: number,
  id: number,
  quota: InvoiceQuota,
): Promise<QuoteConversion> {
  return db.transaction(async (tx) => {
    const quote = await q.lockQuote(tx, { companyId, id });
    if (!quote) throw new AppError('NOT_FOUND', quoteMessages.notFound);
    if (quote.convertedInvoiceId) throw new AppError('CONFLICT', quoteMessages.alreadyConverted);
    if (quote.status !== 'accepted') throw new AppError('CONFLICT', quoteMessages.onlyAcceptedConverted);
    const customer = await findCompanyCustomer(tx, companyId, quote.customerId);
    if (!customer?.email) throw new AppError('CONFLICT', quoteMessages.invoiceNeedsEmail);
    const invoiceNumber = await nextDocumentNumber(tx, companyId, 'invoice');
    await quota.check(tx, companyId);
    const invoice = await q.insertInvoice(tx, {
      companyId,
      createdByUserId: quota.userId,
      customerId: customer.id,
      invoiceNumber,
      customerName: customer.name,
      customerEmail: customer.email,
      ...invoiceFigures(computeTotals(quote.items)),
      dueDate: businessDaysFrom(companyId, DEFAULT_DUE_DAYS),
      ...DEFAULT_INVOICE_TEXTS[await companyLanguage(tx, companyId)],
      notes: quote.notes,
    });
    if (!(await q.setConvertedInvoice(tx, { companyId, id, invoiceId: invoice.id }))) {
      throw new AppError('CONFLICT', quoteMessages.alreadyConverted);
    }
    const carried = await carryDepositToInvoice(tx, {
      companyId,
      quoteId: id,
      invoiceId: invoice.id,
      depositPaid: quote.depositPaid,
    });
    return {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      depositCarried: carried,
      depositUnpaid: toCents(quote.depositPaid) < toCents(quote.depositAmount),
    };
  });
}
