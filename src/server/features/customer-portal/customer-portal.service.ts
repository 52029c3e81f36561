import { fromCents } from '../../../shared/money';
import type { QuotePaymentOptions } from '../../../shared/payments/deposit-payments.schemas';
import { AppError } from '../../../shared/app-error';
import { languageOf } from '../../../shared/account/preference-values';
import {
  PORTAL_LIST_SIZE,
  portalMessages,
  type Portal,
  type PortalInvoice,
  type PortalQuote,
} from '../../../shared/customer-portal/customer-portal.schemas';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { QuoteStatus } from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { portalPaymentsOf } from '../payments/card-payments.service';
import { depositDueCents } from '../payments/deposit-payments.service';
import { getNextVisit, type PortalCustomer } from '../scheduling/notices/visit-answers.service';
import * as q from './customer-portal.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A quote's deposit as the customer sees it, and whether Pay deposit is offered. */
const depositOf = (x: Parameters<typeof depositDueCents>[0]) => ({
  depositAmount: x.depositAmount,
  depositPaid: x.depositPaid,
  depositPayable: depositDueCents(x) > 0,
});

/** The customer, company and owner a portal link names, or 404 with the portal's message. */
export async function getPortalOf(db: Db, token: string) {
  const portal = await q.findPortalByToken(db, token);
  if (!portal) throw new AppError('NOT_FOUND', portalMessages.invalidLink);
  return portal;
}

/**
 * The customer a quote's e-mailed preview link names, so they can answer the quote from it: 404 (the quote's
 * message) unless the id and its preview token go together.
 */
export async function getPortalOfQuote(db: Db, id: number, token: string) {
  const portal = await q.findPortalByQuotePreview(db, { id, token });
  if (!portal) throw new AppError('NOT_FOUND', portalMessages.quoteNotFound);
  return portal;
}

/** What the quote's preview link offers for paying its deposit: the business's card options and what is left. */
export async function getQuotePaymentOptions(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  portal: q.PortalRow,
  id: number,
): Promise<QuotePaymentOptions> {
  const quote = await getQuote(ctx.db, portal, id);
  return {
    payments: await portalPaymentsOf(ctx, portal.company.id),
    depositDue: fromCents(depositDueCents(quote)),
  };
}

export const scopeOf = (portal: q.PortalRow): q.PortalScope => ({
  companyId: portal.company.id,
  customerId: portal.customer.id,
});

/** The customer as the scheduling feature's portal answers need them. */
export const portalCustomerOf = (portal: q.PortalRow): PortalCustomer => ({
  ...scopeOf(portal),
  customerName: portal.customer.name,
  customerEmail: portal.customer.email,
  owner: {
    id: portal.owner.id,
    email: portal.owner.email,
    firstName: portal.owner.firstName,
    timeZone: portal.owner.timezone,
  },
});

export async function getPortal(ctx: Pick<AppContext, 'db' | 'payments'>, token: string): Promise<Portal> {
  const { db } = ctx;
  const portal = await getPortalOf(db, token);
  const scope = scopeOf(portal);
  const [figures, invoices, quotes, payments, nextService] = await Promise.all([
    q.findPortalFigures(db, scope),
    q.findRecentInvoices(db, scope, PORTAL_LIST_SIZE),
    q.findRecentQuotes(db, scope, PORTAL_LIST_SIZE),
    portalPaymentsOf(ctx, scope.companyId),
    getNextVisit(db, portalCustomerOf(portal)),
  ]);
  const { id: _customerId, ...customer } = portal.customer;
  const { id: _companyId, language, ...company } = portal.company;
  return {
    language: languageOf(language),
    customer,
    company,
    outstandingBalance: figures.outstanding,
    pendingQuotes: figures.pendingQuotes,
    nextService,
    invoices: invoices.map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      amount: i.total,
      balanceDue: i.balanceDue,
      status: i.status as InvoiceStatus,
      createdAt: i.createdAt.toISOString(),
      dueDate: i.dueDate,
    })),
    quotes: quotes.map((x) => ({
      id: x.id,
      quoteNumber: x.quoteNumber,
      amount: x.amount,
      status: x.status as QuoteStatus,
      createdAt: x.createdAt.toISOString(),
      validUntil: x.validUntil,
      ...depositOf(x),
    })),
    summary: {
      totalInvoices: figures.totalInvoices,
      totalPaid: figures.totalPaid,
      quotesPending: figures.pendingQuotes,
    },
    payments,
  };
}

export function toPortalInvoice(i: q.InvoiceRow): PortalInvoice {
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    status: i.status as InvoiceStatus,
    createdAt: i.createdAt.toISOString(),
    dueDate: i.dueDate,
    paidDate: iso(i.paidDate),
    items: i.items,
    subtotal: i.subtotal,
    tax: i.tax,
    discount: i.discount,
    total: i.total,
    amountPaid: i.amountPaid,
    balanceDue: i.balanceDue,
    notes: i.notes,
    terms: i.terms,
    paymentInstructions: i.paymentInstructions,
  };
}

export function toPortalQuote(x: q.QuoteRow): PortalQuote {
  return {
    id: x.id,
    quoteNumber: x.quoteNumber,
    status: x.status as QuoteStatus,
    createdAt: x.createdAt.toISOString(),
    validUntil: x.validUntil,
    description: x.description,
    items: x.items,
    amount: x.amount,
    depositType: x.depositType as PortalQuote['depositType'],
    depositValue: x.depositValue,
    ...depositOf(x),
    notes: x.notes,
    acceptedDate: iso(x.acceptedDate),
    signerName: x.signerName,
    declinedDate: iso(x.declinedDate),
    declineReason: x.declineReason,
  };
}

/** The customer opens one of their invoices: the first opening is recorded and a sent invoice becomes viewed. */
export async function openInvoice(db: Db, portal: q.PortalRow, id: number) {
  const scope = { ...scopeOf(portal), id };
  const invoice = (await q.markInvoiceViewedRow(db, scope)) ?? (await q.findInvoice(db, scope));
  if (!invoice) throw new AppError('NOT_FOUND', portalMessages.invoiceNotFound);
  return invoice;
}

export async function getQuote(db: Db, portal: q.PortalRow, id: number) {
  const quote = await q.findQuote(db, { ...scopeOf(portal), id });
  if (!quote) throw new AppError('NOT_FOUND', portalMessages.quoteNotFound);
  return quote;
}
