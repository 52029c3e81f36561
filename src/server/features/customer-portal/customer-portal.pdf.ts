import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import type { InvoiceRow, PortalRow, QuoteRow } from './customer-portal.queries';

const companyOf = (portal: PortalRow) => ({
  name: portal.company.name,
  address: portal.company.address,
  phone: portal.company.phone,
  email: portal.company.email,
});

export function invoicePdf(portal: PortalRow, invoice: InvoiceRow) {
  return renderDocumentPdf({
    kind: 'Invoice',
    number: invoice.invoiceNumber,
    status: invoice.status,
    issuedOn: invoice.createdAt.toISOString(),
    dateLabel: 'Due date',
    date: invoice.dueDate,
    company: companyOf(portal),
    customer: {
      name: invoice.customerName,
      email: invoice.customerEmail,
      phone: portal.customer.phone,
      address: portal.customer.address,
    },
    items: invoice.items,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    discount: invoice.discount,
    total: invoice.total,
    notes: invoice.notes,
    terms: invoice.terms,
    paymentInstructions: invoice.paymentInstructions,
  });
}

export function quotePdf(portal: PortalRow, quote: QuoteRow) {
  return renderDocumentPdf({
    kind: 'Quote',
    number: quote.quoteNumber,
    status: quote.status,
    issuedOn: quote.createdAt.toISOString(),
    dateLabel: 'Valid until',
    date: quote.validUntil,
    company: companyOf(portal),
    customer: {
      name: portal.customer.name,
      email: portal.customer.email,
      phone: portal.customer.phone,
      address: portal.customer.address,
    },
    items: quote.items,
    // A quote's amount is the sum of its items: no tax or discount.
    subtotal: quote.amount,
    tax: '0.00',
    discount: '0.00',
    total: quote.amount,
    notes: quote.notes,
    description: quote.description,
  });
}

/** The file name a PDF is offered under: its number, reduced to safe characters. */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
