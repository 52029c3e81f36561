// The fixed values of invoices, with no zod: the lists and their filters read them without loading the schemas.

import type { Language } from '../account/preference-values';

export const INVOICE_STATUSES = ['draft', 'sent', 'viewed', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const DEFAULT_INVOICE_TERMS = 'Payment is due within 30 days of the invoice date.';
export const DEFAULT_PAYMENT_INSTRUCTIONS = 'Please pay by check or bank transfer.';
export const DEFAULT_DUE_DAYS = 30;

/** The terms and payment instructions a new invoice starts with, in the business's language (its customers'). */
export const DEFAULT_INVOICE_TEXTS: Record<Language, { terms: string; paymentInstructions: string }> = {
  en: { terms: DEFAULT_INVOICE_TERMS, paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS },
  es: {
    terms: 'El pago vence dentro de los 30 días siguientes a la fecha de la factura.',
    paymentInstructions: 'Pague con cheque o transferencia bancaria.',
  },
  fr: {
    terms: 'Le paiement est dû dans les 30 jours suivant la date de la facture.',
    paymentInstructions: 'Veuillez payer par chèque ou par virement bancaire.',
  },
};

export const PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'card', 'other'] as const;

export const paymentMethodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  other: 'Other',
};

/** The 404 of an invoice that does not exist, or is another company's. */
export const INVOICE_NOT_FOUND = 'Invoice not found';

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};
