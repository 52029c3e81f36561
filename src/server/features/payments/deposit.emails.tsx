import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type DepositReceiptProps = {
  companyName: string;
  customerName: string;
  quoteNumber: string;
  /** Formatted: `$120.00`. */
  amount: string;
  /** e.g. `Visa ending in 4242`, or null when no card was used. */
  card: string | null;
  paidOn: string;
  link: string;
};

/** The customer's receipt for a quote's deposit. */
export function DepositReceiptEmail(p: DepositReceiptProps) {
  return (
    <EmailLayout
      preview={`Receipt: deposit of ${p.amount} paid to ${p.companyName} for quote ${p.quoteNumber}`}
      heading={`Deposit received: ${p.amount}`}
      footer={`${p.companyName} sent you this receipt through Crewdesk.`}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        {`Thank you for your deposit of ${p.amount} to ${p.companyName} for quote ${p.quoteNumber} on ${p.paidOn}${p.card ? `, paid with your ${p.card}` : ''}.`}
      </EmailText>
      <EmailText>It will be counted as paid on the invoice for this work. Keep this e-mail as your receipt.</EmailText>
      <EmailButton href={p.link}>Open your customer portal</EmailButton>
    </EmailLayout>
  );
}

/** The owner's notice that a customer paid a quote's deposit online. */
export function DepositNoticeEmail(p: Omit<DepositReceiptProps, 'companyName'> & { firstName: string }) {
  return (
    <EmailLayout
      preview={`${p.customerName} paid the deposit of ${p.amount} on quote ${p.quoteNumber}`}
      heading={`${p.customerName} paid a deposit of ${p.amount}`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {`${p.customerName} paid the deposit of ${p.amount} on quote ${p.quoteNumber} on ${p.paidOn}${p.card ? ` with a ${p.card}` : ''}.`}
      </EmailText>
      <EmailText>Converting the quote into an invoice counts the deposit as paid on it.</EmailText>
      <EmailButton href={p.link}>Open your quotes</EmailButton>
    </EmailLayout>
  );
}
