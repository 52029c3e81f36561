import { formatMoney } from '../../../shared/money';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Email } from '../../lib/mailer/mailer';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { type Language, languageOf } from '../../../shared/account/preference-values';
import { invoiceText } from './invoice-email-text';
import { formatDocumentDate } from '../../lib/pdf/pdf-text';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import type { InvoiceParties, InvoiceRow } from './invoices.queries';

type InvoiceMailProps = {
  companyName: string;
  /** The business's e-mail or phone, when it has one. */
  companyContact: string | null;
  customerName: string;
  invoiceNumber: string;
  /** Formatted: `$1,234.50`. */
  amountDue: string;
  /** Formatted: `Mar 05, 2024`, or null when the invoice has no due date. */
  dueDate: string | null;
  link: string;
  /** The business's language, which its customers are written to in (English when not given). */
  language?: Language;
};

const textOf = (p: InvoiceMailProps) => invoiceText(p.language ?? 'en');

/** Customers reply to the business, not to the sending address. */
const footer = (p: InvoiceMailProps) => {
  const t = textOf(p);
  return p.companyContact
    ? t('invoices.email.footerContact', { company: p.companyName, contact: p.companyContact })
    : t('invoices.email.footer', { company: p.companyName });
};

export function InvoiceEmail(p: InvoiceMailProps) {
  const t = textOf(p);
  const values = { number: p.invoiceNumber, company: p.companyName, amount: p.amountDue, dueDate: p.dueDate };
  return (
    <EmailLayout
      preview={t('invoices.email.preview', values)}
      heading={t('invoices.email.heading', values)}
      footer={footer(p)}
      language={p.language}
    >
      <EmailText>{t('invoices.email.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.dueDate ? t('invoices.email.bodyDue', values) : t('invoices.email.body', values)}</EmailText>
      <EmailText>{t('invoices.email.attached')}</EmailText>
      <EmailButton href={p.link}>{t('invoices.email.button')}</EmailButton>
      <EmailText>{t('invoices.email.link', { link: p.link })}</EmailText>
    </EmailLayout>
  );
}

export function InvoiceReminderEmail(p: InvoiceMailProps & { daysOverdue: number }) {
  const t = textOf(p);
  const values = {
    number: p.invoiceNumber,
    company: p.companyName,
    amount: p.amountDue,
    dueDate: p.dueDate,
    days: p.daysOverdue,
  };
  return (
    <EmailLayout
      preview={t('invoices.reminder.preview', values)}
      heading={t('invoices.reminder.heading', values)}
      footer={footer(p)}
      language={p.language}
    >
      <EmailText>{t('invoices.email.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.dueDate ? t('invoices.reminder.bodyDue', values) : t('invoices.reminder.body', values)}</EmailText>
      <EmailText>{t('invoices.reminder.attached')}</EmailText>
      <EmailButton href={p.link}>{t('invoices.email.button')}</EmailButton>
      <EmailText>{t('invoices.email.link', { link: p.link })}</EmailText>
    </EmailLayout>
  );
}

/** How the subjects of an invoice's e-mails and of its reminders begin, in every language: the timeline tells them by it. */
export { invoiceSubjectPrefixes, isReminderSubject, reminderSubjectPrefixes } from './invoice-email-text';

/**
 * The e-mail of the invoice to its customer, with the PDF attached and a link to the customer portal (a
 * reminder when `daysOverdue` is given), in the business's language. Built (the PDF rendered) before the transaction that sends it, which
 * then stays short.
 */
export async function invoiceEmail(
  invoice: InvoiceRow,
  parties: InvoiceParties,
  opts: { baseUrl: string; status: InvoiceStatus; daysOverdue?: number },
): Promise<Email> {
  const language = languageOf(parties.company.language);
  const t = invoiceText(language);
  const props: InvoiceMailProps = {
    language,
    companyName: parties.company.name,
    companyContact: parties.company.email ?? parties.company.phone,
    customerName: invoice.customerName,
    invoiceNumber: invoice.invoiceNumber,
    amountDue: formatMoney(invoice.total),
    dueDate: invoice.dueDate ? formatDocumentDate(invoice.dueDate, language) : null,
    link: `${opts.baseUrl.replace(/\/$/, '')}/customer/${parties.customer.accessToken}`,
  };
  const pdf = await renderInvoicePdf(invoice, parties, opts.status);
  const { daysOverdue } = opts;
  return {
    to: invoice.customerEmail,
    replyTo: parties.company.email,
    subject:
      daysOverdue === undefined
        ? t('invoices.email.subject', { number: invoice.invoiceNumber, company: props.companyName })
        : t('invoices.reminder.subject', { number: invoice.invoiceNumber, company: props.companyName }),
    body:
      daysOverdue === undefined ? (
        <InvoiceEmail {...props} />
      ) : (
        <InvoiceReminderEmail {...props} daysOverdue={daysOverdue} />
      ),
    attachments: [
      {
        filename: invoiceFileName(invoice),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
    relatedTo: `invoice:${invoice.id}`,
  };
}
