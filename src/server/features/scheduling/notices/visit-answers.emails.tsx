import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type VisitAnswerProps = {
  firstName: string;
  customerName: string;
  title: string;
  /** "Tuesday, November 24 at 9:00 AM EST", in the business's zone. */
  when: string;
  link: string;
};

export function VisitConfirmedEmail(p: VisitAnswerProps) {
  return (
    <EmailLayout preview={`${p.customerName} confirmed ${p.title}`} heading={`Visit confirmed by ${p.customerName}`}>
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {p.customerName} confirmed {p.title} on {p.when} in the customer portal.
      </EmailText>
      <EmailButton href={p.link}>Open your schedule</EmailButton>
    </EmailLayout>
  );
}

export function VisitDeclinedEmail(p: VisitAnswerProps) {
  return (
    <EmailLayout preview={`${p.customerName} can't make it on ${p.when}`} heading={`${p.customerName} can't make it`}>
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {p.customerName} said in the customer portal that they can&apos;t make it to {p.title} on {p.when}.
      </EmailText>
      <EmailText>Contact them to find another time, then move the visit on your schedule.</EmailText>
      <EmailButton href={p.link}>Open your schedule</EmailButton>
    </EmailLayout>
  );
}

/** The owner's e-mail about the customer's answer in the portal. */
export const visitAnswerEmail = (answer: 'confirmed' | 'declined', p: VisitAnswerProps) =>
  answer === 'confirmed' ? <VisitConfirmedEmail {...p} /> : <VisitDeclinedEmail {...p} />;
