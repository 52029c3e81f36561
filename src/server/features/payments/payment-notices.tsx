import type { Language } from '../../../shared/account/preference-values';
import { languageOf } from '../../../shared/account/preference-values';
import { describeCard } from '../../../shared/payments/card.schemas';
import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../lib/context';
import { formatDocumentDate } from '../../lib/pdf/pdf-text';
import { invoiceFileName, renderInvoicePdf } from '../invoices/invoice-pdf';
import { getInvoiceDocument } from '../invoices/invoices.service';
import { notify } from '../notifications/notifications.service';
import * as q from './payment-attempts.queries';
import { PaymentNoticeEmail, PaymentReceiptEmail, paymentReceiptSubject, type ReceiptProps } from './payments.emails';
import { cardIn } from './payment-email-text';
import { wantsNoticeEmails } from '../account/preferences/notice-switches.service';

/** The day in the owner's time zone, as documents write it: `Mar 05, 2026` (`05 mar 2026` in Spanish). */
export function dayIn(timeZone: string, at: Date, language: Language = 'en') {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return formatDocumentDate(parts.format(at), language);
}

/**
 * Once a card payment is committed: the customer's receipt (the invoice PDF attached, marked PAID when nothing
 * is left), and the owner's notification and e-mail, queued together.
 */
export async function sendPaymentNotices(ctx: AppContext, paymentId: number) {
  const payment = await q.findPaymentForReceipt(ctx.db, { paymentId });
  if (!payment?.invoiceId) return;
  const owner = await q.findCompanyOwner(ctx.db, { companyId: payment.companyId });
  const { invoice, parties } = await getInvoiceDocument(ctx.db, payment.companyId, payment.invoiceId);
  const props: ReceiptProps = {
    companyName: parties.company.name,
    customerName: parties.customer.name,
    invoiceNumber: invoice.invoiceNumber,
    amount: formatMoney(payment.amount),
    card: describeCard(payment.cardBrand, payment.cardLast4),
    balanceLeft: formatMoney(payment.balanceDue),
    paidOn: dayIn(owner.timezone, payment.paidAt),
    link: `${ctx.origin.url}/customer/${parties.customer.accessToken}`,
  };
  const pdf = await renderInvoicePdf(invoice, parties);
  // The customer's receipt is in the business's language; the owner's notice stays in English.
  const language = languageOf(parties.company.language);
  const receipt = {
    ...props,
    card: cardIn(language, payment.cardBrand, payment.cardLast4),
    paidOn: dayIn(owner.timezone, payment.paidAt, language),
    language,
  };
  await ctx.db.transaction(async (tx) => {
    if (invoice.customerEmail) {
      await ctx.mailer.send(tx, {
        to: invoice.customerEmail,
        replyTo: parties.company.email,
        subject: paymentReceiptSubject(receipt),
        body: <PaymentReceiptEmail {...receipt} />,
        attachments: [
          {
            filename: invoiceFileName(invoice),
            contentType: 'application/pdf',
            contentBase64: Buffer.from(pdf).toString('base64'),
          },
        ],
        relatedTo: `invoice:${invoice.id}`,
      });
    }
    await notify(tx, {
      userId: owner.id,
      kind: 'invoice.paid',
      title: `${props.customerName} paid ${props.amount}`,
      body: `Invoice ${props.invoiceNumber}${props.card ? `, ${props.card}` : ''}. Balance left: ${props.balanceLeft}.`,
      link: '/invoices',
    });
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, owner.id))
      await ctx.mailer.send(tx, {
        to: owner.email,
        replyTo: invoice.customerEmail,
        subject: `${props.customerName} paid ${props.amount} on invoice ${props.invoiceNumber}`,
        body: (
          <PaymentNoticeEmail {...props} firstName={owner.firstName ?? 'there'} link={`${ctx.origin.url}/invoices`} />
        ),
        relatedTo: `invoice:${invoice.id}`,
      });
  });
}
