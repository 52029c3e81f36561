import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import type { InvoiceParties, InvoiceRow } from './invoices.queries';

/** The invoice as a PDF, as the customer receives it; `status` overrides the stored one (a draft being sent). */
export function renderInvoicePdf(invoice: InvoiceRow, parties: InvoiceParties, status = invoice.status) {
  const { company, customer } = parties;
  return renderDocumentPdf({
    kind: 'Invoice',
    number: invoice.invoiceNumber,
    status,
    issuedOn: invoice.createdAt.toISOString(),
    dateLabel: 'Due date',
    date: invoice.dueDate,
    company: { name: company.name, address: company.address, phone: company.phone, email: company.email },
    customer: {
      name: invoice.customerName,
      email: invoice.customerEmail,
      phone: customer.phone,
      address: customer.address,
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

/** `INV-0001.pdf`: the number, reduced to characters safe in a header and a file system. */
export const invoiceFileName = (invoice: InvoiceRow) => `${invoice.invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
