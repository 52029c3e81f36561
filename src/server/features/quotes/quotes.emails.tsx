import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type QuoteEmailProps = {
  customerName: string;
  companyName: string;
  quoteNumber: string;
  /** Already formatted: `$1,234.50`. */
  amount: string;
  /** Already formatted; null when the quote asks no deposit. */
  deposit: string | null;
  /** Already formatted: `Mar 05, 2024`, or null when the quote has no end date. */
  validUntil: string | null;
  description: string | null;
  /** How to reach the business: its e-mail and phone, when it has them. */
  contact: string | null;
  link: string;
};

export function QuoteEmail(p: QuoteEmailProps) {
  return (
    <EmailLayout
      preview={`Quote ${p.quoteNumber} from ${p.companyName}: ${p.amount}`}
      heading={`Quote ${p.quoteNumber} from ${p.companyName}`}
      footer={`You received this e-mail because ${p.companyName} sent you a quote through Crewdesk.`}
    >
      <EmailText>Hi {p.customerName},</EmailText>
      <EmailText>
        {p.companyName} has prepared quote {p.quoteNumber} for you, for a total of {p.amount}.
        {p.validUntil ? ` It is valid until ${p.validUntil}.` : ''}
      </EmailText>
      {p.deposit && <EmailText>{`Deposit due on acceptance: ${p.deposit}`}</EmailText>}
      {p.description && <EmailText>{p.description}</EmailText>}
      <EmailButton href={p.link}>View your quote</EmailButton>
      <EmailText>Or open this link: {p.link}</EmailText>
      <EmailText>
        The quote is also attached as a PDF. Questions? Contact {p.companyName}
        {p.contact ? ` at ${p.contact}` : ''}.
      </EmailText>
    </EmailLayout>
  );
}

export const quoteEmail = (p: QuoteEmailProps) => <QuoteEmail {...p} />;
