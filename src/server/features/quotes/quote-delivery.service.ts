import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../shared/app-error';
import { formatMoney, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { Email } from '../../lib/mailer/mailer';
import { renderQuotePdf, showDate, type QuoteDocument } from './quote-document';
import { quoteEmail, quoteSubject } from './quotes.emails';
import { languageOf } from '../../../shared/account/preference-values';
import * as q from './quotes.queries';
import { getQuote, quoteMessages } from './quotes.service';

export const deliveryMessages = {
  needsEmail: 'The customer needs an e-mail address before the quote can be sent.',
  notSendable: (status: string) => `This quote is ${status}: only draft or sent quotes can be sent.`,
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time whatever the lengths, so the answer time says nothing about the token. */
function tokenMatches(given: string, expected: string): boolean {
  return given.length > 0 && timingSafeEqual(sha256(given), sha256(expected));
}

async function findOwnDocument(db: Db, companyId: number, id: number): Promise<QuoteDocument> {
  const doc = await q.findQuoteDocument(db, id);
  if (!doc || doc.quote.companyId !== companyId) throw new AppError('NOT_FOUND', quoteMessages.notFound);
  return doc;
}

/** The quote behind a customer's link: the id and its token together, else 404 as if it did not exist. */
export async function findPreviewDocument(db: Db, id: number, token: string): Promise<QuoteDocument> {
  const doc = await q.findQuoteDocument(db, id);
  if (!doc || !tokenMatches(token, doc.quote.previewToken)) throw new AppError('NOT_FOUND', quoteMessages.notFound);
  return doc;
}

export async function getOwnQuotePdf(db: Db, companyId: number, id: number) {
  const doc = await findOwnDocument(db, companyId, id);
  return { filename: `${doc.quote.quoteNumber}.pdf`, bytes: await renderQuotePdf(doc) };
}

export async function getPreviewPdf(db: Db, id: number, token: string) {
  const doc = await findPreviewDocument(db, id, token);
  return { filename: `${doc.quote.quoteNumber}.pdf`, bytes: await renderQuotePdf(doc) };
}

/**
 * E-mails the quote to the customer (a draft, or a sent quote again) with its link and PDF; it becomes sent. The
 * message and the change commit together: a quote that changed meanwhile is refused and nothing is mailed.
 */
export async function sendQuote(ctx: AppContext, companyId: number, id: number) {
  const doc = await findOwnDocument(ctx.db, companyId, id);
  const { quote, company, customer } = doc;
  const { status } = quote;
  if (status !== 'draft' && status !== 'sent') throw new AppError('CONFLICT', deliveryMessages.notSendable(status));
  if (!customer.email) throw new AppError('CONFLICT', deliveryMessages.needsEmail);
  const pdf = await renderQuotePdf(doc);
  const link = `${ctx.origin.url}/quote-preview/${quote.id}?token=${quote.previewToken}`;
  // Written in the business's language.
  const language = languageOf(company.language);
  const email: Email = {
    to: customer.email,
    replyTo: company.email,
    subject: quoteSubject(language, quote.quoteNumber, company.name),
    body: quoteEmail({
      customerName: customer.name,
      companyName: company.name,
      quoteNumber: quote.quoteNumber,
      amount: formatMoney(quote.amount),
      deposit: toCents(quote.depositAmount) > 0 ? formatMoney(quote.depositAmount) : null,
      validUntil: quote.validUntil ? showDate(quote.validUntil, language) : null,
      description: quote.description,
      contacts: [company.email, company.phone],
      link,
      language,
    }),
    attachments: [
      {
        filename: `${quote.quoteNumber}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
    relatedTo: `quote:${quote.id}`,
  };
  return ctx.db.transaction(async (tx) => {
    const emailId = await ctx.mailer.send(tx, email);
    const marked = await q.markQuoteSent(tx, { companyId, id, status, emailId });
    if (!marked) throw new AppError('CONFLICT', quoteMessages.changedMeanwhile);
    return getQuote(tx, companyId, id);
  });
}
