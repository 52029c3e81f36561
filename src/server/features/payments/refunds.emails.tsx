import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type RefundNoticeProps = {
  companyName: string;
  customerName: string;
  invoiceNumber: string;
  /** Formatted: `$12.50`. */
  amount: string;
  /** e.g. `Visa ending in 4242`; null when the business gave the money back itself (cash, check...). */
  card: string | null;
  refundedOn: string;
  link: string;
};

/** The customer's notice that money they paid was given back. */
export function RefundNoticeEmail(p: RefundNoticeProps) {
  return (
    <EmailLayout
      preview={`${p.companyName} refunded ${p.amount} for invoice ${p.invoiceNumber}`}
      heading={`Refund: ${p.amount}`}
      footer={`${p.companyName} sent you this notice through Crewdesk.`}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        {p.companyName} refunded {p.amount} of your payment for invoice {p.invoiceNumber} on {p.refundedOn}
        {p.card ? `, to your ${p.card}` : ''}.
      </EmailText>
      {p.card && (
        <EmailText>Depending on your bank, it may take 5 to 10 business days to appear on your statement.</EmailText>
      )}
      <EmailButton href={p.link}>Open your customer portal</EmailButton>
    </EmailLayout>
  );
}
