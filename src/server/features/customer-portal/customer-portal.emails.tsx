import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type AnswerProps = {
  firstName: string;
  customerName: string;
  quoteNumber: string;
  /** Already formatted: `$1,234.50`. */
  amount: string;
  link: string;
};

export function QuoteAcceptedEmail(props: AnswerProps & { signerName: string }) {
  return (
    <EmailLayout
      preview={`${props.customerName} accepted quote ${props.quoteNumber}`}
      heading={`Quote ${props.quoteNumber} accepted`}
    >
      <EmailText>Hi {props.firstName},</EmailText>
      <EmailText>
        {props.customerName} accepted quote {props.quoteNumber} for {props.amount} in the customer portal, signed by{' '}
        {props.signerName}.
      </EmailText>
      <EmailText>You can now schedule the work and turn the quote into an invoice in one click.</EmailText>
      <EmailButton href={props.link}>Open your quotes</EmailButton>
    </EmailLayout>
  );
}

export function QuoteDeclinedEmail(props: AnswerProps & { reason: string | null }) {
  return (
    <EmailLayout
      preview={`${props.customerName} declined quote ${props.quoteNumber}`}
      heading={`Quote ${props.quoteNumber} declined`}
    >
      <EmailText>Hi {props.firstName},</EmailText>
      <EmailText>
        {props.customerName} declined quote {props.quoteNumber} for {props.amount} in the customer portal.
      </EmailText>
      <EmailText>{props.reason ? `Their reason: "${props.reason}"` : 'They did not give a reason.'}</EmailText>
      <EmailButton href={props.link}>Open your quotes</EmailButton>
    </EmailLayout>
  );
}

export const quoteAcceptedEmail = (p: Parameters<typeof QuoteAcceptedEmail>[0]) => <QuoteAcceptedEmail {...p} />;
export const quoteDeclinedEmail = (p: Parameters<typeof QuoteDeclinedEmail>[0]) => <QuoteDeclinedEmail {...p} />;
