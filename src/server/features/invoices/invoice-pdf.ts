import { languageOf } from '../../../shared/account/preference-values';
import { pdfFileName, renderDocumentPdf, type DocumentPdfInput } from '../../lib/pdf/document-pdf';
import type { InvoiceRow } from './invoices.queries';

/** Who the invoice is from (in whose language it is written), and the customer's details the invoice does not keep. */
type Parties = {
  company: DocumentPdfInput['company'] & { language: string };
  customer: { phone: string | null; address: string | null };
};

/**
 * The invoice as a PDF, as the customer receives it, in the business's language; `status` overrides the stored one
 * (a draft being sent).
 */
export function renderInvoicePdf(invoice: InvoiceRow, parties: Parties, status = invoice.status) {
  const { company, customer } = parties;
  return renderDocumentPdf({
    kind: 'invoice',
    language: languageOf(company.language),
    number: invoice.invoiceNumber,
    status,
    issuedOn: invoice.createdAt.toISOString(),
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
    amountPaid: invoice.amountPaid,
    balanceDue: invoice.balanceDue,
    paid: status === 'paid',
    notes: invoice.notes,
    terms: invoice.terms,
    paymentInstructions: invoice.paymentInstructions,
  });
}

/** `INV-0001.pdf` */
export const invoiceFileName = (invoice: InvoiceRow) => pdfFileName(invoice.invoiceNumber);
