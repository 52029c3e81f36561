import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type BookingEmailProps = {
  businessName: string;
  service: string;
  when: string;
  confirmed: boolean;
};

/** The visitor's e-mail: what they booked, when (the business's clock), whether it is confirmed, whom to ask. */
export function VisitorBookingEmail(p: BookingEmailProps & { name: string; contact: string[] }) {
  const heading = p.confirmed
    ? `Your visit with ${p.businessName} is booked`
    : `Your visit with ${p.businessName} is requested`;
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      footer="You received this e-mail because you booked a visit on this business's page."
    >
      <EmailText>Hi {p.name},</EmailText>
      <EmailText>
        {p.service} on {p.when}.
      </EmailText>
      <EmailText>
        {p.confirmed
          ? 'Your visit is confirmed.'
          : `Your visit is waiting for ${p.businessName} to confirm it: you will hear from them shortly.`}
      </EmailText>
      {p.contact.length > 0 ? (
        <EmailText>
          To change it, contact {p.businessName}: {p.contact.join(' · ')}
        </EmailText>
      ) : null}
    </EmailLayout>
  );
}

/** The owner's e-mail of a visit booked from the storefront: who, what, when, and whether it waits for them. */
export function OwnerBookingEmail(
  p: BookingEmailProps & {
    ownerFirstName: string;
    name: string;
    email: string;
    phone: string;
    message: string | null;
    link: string;
  },
) {
  return (
    <EmailLayout
      preview={`New booking from ${p.name}`}
      heading={`New booking from ${p.name}`}
      footer="Crewdesk sent you this e-mail because a visitor booked a visit from your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        {p.name} booked {p.service} on {p.when}.{' '}
        {p.confirmed ? 'It is confirmed (auto confirmation).' : 'It is waiting for you to confirm it.'}
      </EmailText>
      <EmailText>E-mail: {p.email}</EmailText>
      <EmailText>Phone: {p.phone}</EmailText>
      {p.message ? <EmailText>Message: {p.message}</EmailText> : null}
      <EmailButton href={p.link}>Open your schedule</EmailButton>
    </EmailLayout>
  );
}
