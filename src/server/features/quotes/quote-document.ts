import { type Language, languageOf } from '../../../shared/account/preference-values';
import type { QuotePreview } from '../../../shared/quotes/quotes.schemas';
import { type DocumentPdfInput, renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { formatDocumentDate } from '../../lib/pdf/pdf-text';
import type { findQuoteDocument } from './quotes.queries';
import { toQuote } from './quotes.service';

export type QuoteDocument = NonNullable<Awaited<ReturnType<typeof findQuoteDocument>>>;

/** `Mar 05, 2024` (`05 mar 2024` in Spanish), as the quote's PDF writes it. */
export const showDate = (d: Date | string, language: Language = 'en') =>
  formatDocumentDate(typeof d === 'string' ? d : d.toISOString(), language);

/** What the customer may see of a quote: no delivery details, no link token, not who of the team made it. */
export function toQuotePreview({ quote, company, customer }: QuoteDocument): QuotePreview {
  const {
    previewToken: _t,
    delivery: _d,
    convertedInvoiceId: _c,
    createdBy: _b,
    ...shown
  } = toQuote({
    quote,
    customerName: customer.name,
    delivery: null,
    creatorName: null,
  });
  return {
    quote: shown,
    language: languageOf(company.language),
    company: {
      name: company.name,
      logo: company.logo,
      address: company.address,
      phone: company.phone,
      email: company.email,
    },
    customer: { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address },
  };
}

/** The quote as a PDF, in the business's language. */
export function renderQuotePdf({
  quote,
  company,
  customer,
}: {
  quote: QuoteDocument['quote'];
  company: DocumentPdfInput['company'] & { language: string };
  customer: DocumentPdfInput['customer'];
}): Promise<Uint8Array> {
  const input: DocumentPdfInput = {
    kind: 'quote',
    language: languageOf(company.language),
    number: quote.quoteNumber,
    status: quote.status,
    issuedOn: quote.createdAt.toISOString(),
    date: quote.validUntil,
    company: { name: company.name, address: company.address, phone: company.phone, email: company.email },
    customer: { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address },
    items: quote.items,
    subtotal: quote.amount,
    tax: '0.00',
    discount: '0.00',
    total: quote.amount,
    deposit: { amount: quote.depositAmount, paid: quote.depositPaid },
    notes: quote.notes,
    description: quote.description,
  };
  return renderDocumentPdf(input);
}
