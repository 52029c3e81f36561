import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type NewLeadProps = {
  ownerFirstName: string;
  storefrontTitle: string;
  name: string;
  email: string;
  phone: string;
  serviceRequested: string | null;
  message: string | null;
  /** The builder, where the owner works leads. */
  link: string;
};

/** The owner's notice of a visitor's request from the storefront: who, how to reach them, what they asked. */
export function NewLeadEmail(p: NewLeadProps) {
  return (
    <EmailLayout
      preview={`New request from ${p.name} on ${p.storefrontTitle}`}
      heading={`New request from ${p.name}`}
      footer="Crewdesk sent you this e-mail because a visitor sent a request from your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        {p.name} sent a request from your storefront {p.storefrontTitle}. Reply to this e-mail to answer them.
      </EmailText>
      <EmailText>E-mail: {p.email}</EmailText>
      <EmailText>Phone: {p.phone}</EmailText>
      <EmailText>Service: {p.serviceRequested ?? 'Not specified'}</EmailText>
      {p.message ? <EmailText>Message: {p.message}</EmailText> : null}
      <EmailButton href={p.link}>See your leads</EmailButton>
    </EmailLayout>
  );
}
