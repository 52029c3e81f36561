import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export type PlanChargeProps = {
  firstName: string;
  planName: string;
  /** Formatted: `$31.20`. */
  amount: string;
  /** e.g. `Visa ending in 4242`. */
  card: string | null;
  /** The period paid for, `Jan 08, 2027 to Feb 08, 2027`. */
  period: string;
  link: string;
};

/** The owner's receipt for a month of their plan. */
export function PlanReceiptEmail(p: PlanChargeProps) {
  return (
    <EmailLayout preview={`Receipt: ${p.amount} for Crewdesk ${p.planName}`} heading={`Payment received: ${p.amount}`}>
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        Thank you: we charged {p.amount}
        {p.card ? ` to your ${p.card}` : ''} for Crewdesk {p.planName}, {p.period}.
      </EmailText>
      <EmailButton href={p.link}>See your plan</EmailButton>
    </EmailLayout>
  );
}

/** The owner's notice that a plan's charge was refused, and what happens next. */
export function PlanPaymentFailedEmail(p: PlanChargeProps & { reason: string; limitedOn: string }) {
  return (
    <EmailLayout preview={`Your Crewdesk payment of ${p.amount} failed`} heading={`Your payment of ${p.amount} failed`}>
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        We could not charge {p.amount}
        {p.card ? ` to your ${p.card}` : ''} for Crewdesk {p.planName}: {p.reason}
      </EmailText>
      <EmailText>
        We will try again each day. If it still fails by {p.limitedOn}, creating and sending invoices and quotes pauses
        until the plan is paid. Your data stays yours to read and export.
      </EmailText>
      <EmailButton href={p.link}>Update your card</EmailButton>
    </EmailLayout>
  );
}
