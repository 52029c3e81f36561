import { formatMoney } from '../../../shared/money';
import type { InvoiceStatus } from '../../../shared/invoices/invoices.schemas';
import type { Email } from '../../lib/mailer/mailer';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
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
};

/** Customers reply to the business, not to the sending address. */
const footer = (p: InvoiceMailProps) =>
  `${p.companyName} sent you this e-mail through Crewdesk.` +
  (p.companyContact ? ` Questions about this invoice? Contact ${p.companyName} at ${p.companyContact}.` : '');

export function InvoiceEmail(p: InvoiceMailProps) {
  return (
    <EmailLayout
      preview={`Invoice ${p.invoiceNumber} from ${p.companyName}: ${p.amountDue} due`}
      heading={`Invoice ${p.invoiceNumber} from ${p.companyName}`}
      footer={footer(p)}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        {p.companyName} has sent you invoice {p.invoiceNumber}. Amount due: {p.amountDue}
        {p.dueDate ? `, due by ${p.dueDate}` : ''}.
      </EmailText>
      <EmailText>The invoice is attached as a PDF. You can also view and pay it in your customer portal.</EmailText>
      <EmailButton href={p.link}>View and pay invoice</EmailButton>
      <EmailText>Or open this link: {p.link}</EmailText>
    </EmailLayout>
  );
}

export function InvoiceReminderEmail(p: InvoiceMailProps & { daysOverdue: number }) {
  const days = `${p.daysOverdue} ${p.daysOverdue === 1 ? 'day' : 'days'}`;
  return (
    <EmailLayout
      preview={`Invoice ${p.invoiceNumber} is ${days} overdue: ${p.amountDue} due`}
      heading={`Reminder: invoice ${p.invoiceNumber} is overdue`}
      footer={footer(p)}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        This is a friendly reminder that invoice {p.invoiceNumber} from {p.companyName} for {p.amountDue} was due
        {p.dueDate ? ` on ${p.dueDate}` : ''} and is now {days} overdue.
      </EmailText>
      <EmailText>
        The invoice is attached as a PDF. If you have already paid, thank you, and please disregard this reminder.
      </EmailText>
      <EmailButton href={p.link}>View and pay invoice</EmailButton>
      <EmailText>Or open this link: {p.link}</EmailText>
    </EmailLayout>
  );
}

/** How a reminder's subject begins: the invoice's timeline tells its reminders from its sendings by it. */
export const REMINDER_SUBJECT_PREFIX = 'Reminder: ';
/** How the subject of the e-mail that sends an invoice begins: the timeline tells it from its payments' e-mails by it. */
export const invoiceSubjectPrefix = (invoiceNumber: string) => `Invoice ${invoiceNumber} from `;

/**
 * The e-mail of the invoice to its customer, with the PDF attached and a link to the customer portal (a
 * reminder when `daysOverdue` is given). Built (the PDF rendered) before the transaction that sends it, which
 * then stays short.
 */
export async function invoiceEmail(
  invoice: InvoiceRow,
  parties: InvoiceParties,
  opts: { baseUrl: string; status: InvoiceStatus; daysOverdue?: number },
): Promise<Email> {
  const props: InvoiceMailProps = {
    companyName: parties.company.name,
    companyContact: parties.company.email ?? parties.company.phone,
    customerName: invoice.customerName,
    invoiceNumber: invoice.invoiceNumber,
    amountDue: formatMoney(invoice.total),
    dueDate: invoice.dueDate ? formatDocumentDate(invoice.dueDate) : null,
    link: `${opts.baseUrl.replace(/\/$/, '')}/customer/${parties.customer.accessToken}`,
  };
  const pdf = await renderInvoicePdf(invoice, parties, opts.status);
  const { daysOverdue } = opts;
  return {
    to: invoice.customerEmail,
    replyTo: parties.company.email,
    subject:
      daysOverdue === undefined
        ? `${invoiceSubjectPrefix(invoice.invoiceNumber)}${props.companyName}`
        : `${REMINDER_SUBJECT_PREFIX}invoice ${invoice.invoiceNumber} from ${props.companyName} is overdue`,
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
