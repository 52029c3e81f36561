import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type ReceiptProps = {
  companyName: string;
  customerName: string;
  invoiceNumber: string;
  /** Formatted: `$1,234.50`. */
  amount: string;
  /** e.g. `Visa ending in 4242`, or null when no card was used. */
  card: string | null;
  /** Formatted; `$0.00` once paid in full. */
  balanceLeft: string;
  paidOn: string;
  link: string;
};

/** The customer's receipt; the invoice (marked PAID once paid in full) is attached. */
export function PaymentReceiptEmail(p: ReceiptProps) {
  const settled = p.balanceLeft === '$0.00';
  return (
    <EmailLayout
      preview={`Receipt: ${p.amount} paid to ${p.companyName} for invoice ${p.invoiceNumber}`}
      heading={`Payment received: ${p.amount}`}
      footer={`${p.companyName} sent you this receipt through Crewdesk.`}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        Thank you for your payment of {p.amount} to {p.companyName} for invoice {p.invoiceNumber} on {p.paidOn}
        {p.card ? `, paid with your ${p.card}` : ''}.
      </EmailText>
      <EmailText>
        {settled ? 'The invoice is now paid in full.' : `Balance left on this invoice: ${p.balanceLeft}.`}
      </EmailText>
      <EmailText>The invoice is attached as a PDF. Keep this e-mail as your receipt.</EmailText>
      <EmailButton href={p.link}>Open your customer portal</EmailButton>
    </EmailLayout>
  );
}

export type PaymentNoticeProps = Omit<ReceiptProps, 'companyName'> & { firstName: string };

/** The owner's notice that a customer paid online. */
export function PaymentNoticeEmail(p: PaymentNoticeProps) {
  return (
    <EmailLayout
      preview={`${p.customerName} paid ${p.amount} on invoice ${p.invoiceNumber}`}
      heading={`${p.customerName} paid ${p.amount}`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {p.customerName} paid {p.amount} on invoice {p.invoiceNumber} on {p.paidOn}
        {p.card ? ` with a ${p.card}` : ''}. Balance left: {p.balanceLeft}.
      </EmailText>
      <EmailButton href={p.link}>Open your invoices</EmailButton>
    </EmailLayout>
  );
}
